/**
 * Calls to the service's public API. Every failure becomes an ApiError whose message is the Problem Details
 * "detail" the service sent (or a plain description when there is none).
 */
export class ApiError extends Error {
    constructor(message, { status = 0, problem = null, missing = false, aborted = false } = {}) {
        super(message);
        this.name = 'ApiError';
        this.status = status;
        this.problem = problem;
        this.missing = missing;
        this.aborted = aborted;
    }
}

let knownPaths = null;

/**
 * Reads the paths the service offers from its OpenAPI document, so that panels whose endpoint does not
 * exist yet can say so up front instead of failing on first use. Resolves to null when it cannot tell.
 */
export async function discoverEndpoints() {
    try {
        const response = await fetch('v3/api-docs', { headers: { Accept: 'application/json' } });
        if (!response.ok) {
            return null;
        }
        const document = await response.json();
        knownPaths = new Set(Object.keys(document.paths ?? {}));
        return knownPaths;
    } catch {
        return null;
    }
}

/** Whether the service offers a path; true when that is unknown, so the call itself decides. */
export function offers(path) {
    return knownPaths == null || knownPaths.has(path);
}

export function missingMessage(path) {
    return `This server does not offer ${path} yet, so this panel is not available.`;
}

export async function getJson(path, params = {}, { signal } = {}) {
    const query = new URLSearchParams();
    for (const [name, value] of Object.entries(params)) {
        if (value !== undefined && value !== null && value !== '') {
            query.set(name, String(value));
        }
    }
    const url = query.size > 0 ? `${path}?${query}` : path;
    return request(path, url, { headers: { Accept: 'application/json, application/problem+json' }, signal });
}

export async function postJson(path, body, { signal } = {}) {
    return request(path, path, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json, application/problem+json' },
        body: JSON.stringify(body),
        signal,
    });
}

async function request(path, url, init) {
    if (!offers(path)) {
        throw new ApiError(missingMessage(path), { missing: true, status: 404 });
    }
    let response;
    try {
        response = await fetch(url.replace(/^\//, ''), init);
    } catch (error) {
        if (error.name === 'AbortError') {
            throw new ApiError('Cancelled.', { aborted: true });
        }
        throw new ApiError('The service cannot be reached; is it still running?');
    }
    if (response.ok) {
        return response.json();
    }
    let problem = null;
    try {
        problem = await response.json();
    } catch {
        problem = null;
    }
    const type = problem?.type ?? '';
    if ((response.status === 404 && (type === '' || type.endsWith(':not-found')))
        || (response.status === 405 && (type === '' || type.endsWith(':method-not-allowed')))) {
        throw new ApiError(missingMessage(path), { status: response.status, problem, missing: true });
    }
    const detail = problem?.detail ?? problem?.title ?? `The service answered ${response.status}.`;
    throw new ApiError(detail, { status: response.status, problem });
}
