/** Small helpers shared by the panels. */
export function byId(id) {
    return document.getElementById(id);
}

/** Shows a message in a panel's status line; kind is "error", "info" or "ok". An empty text clears it. */
export function showMessage(element, text, kind = 'info') {
    element.textContent = text;
    element.classList.remove('error', 'info', 'ok');
    if (text) {
        element.classList.add(kind);
    }
}

export function formatMillis(ms) {
    if (ms == null) {
        return '\u2013';
    }
    return ms < 1000 ? `${Math.round(ms)} ms` : `${(ms / 1000).toFixed(2)} s`;
}

export function formatCount(value) {
    return value == null ? '\u2013' : Number(value).toLocaleString('en-US');
}
