/** The page's address holds the game being played, so that it can be shared and replayed. */
export function readShared() {
    return new URLSearchParams(window.location.search);
}

export function writeShared(params) {
    const query = new URLSearchParams();
    for (const [name, value] of Object.entries(params)) {
        if (value !== undefined && value !== null && value !== '') {
            query.set(name, String(value));
        }
    }
    const search = query.size > 0 ? `?${query}` : '';
    window.history.replaceState(null, '', `${window.location.pathname}${search}`);
}
