/**
 * Calls to the service's public API. Every failure becomes an ApiError whose message is the Problem Details
 * "detail" the service sent (or a plain description when there is none).
 */
export class ApiError extends Error {
    constructor(message, { status = 0, problem = null, aborted = false } = {}) {
        super(message);
        this.name = 'ApiError';
        this.status = status;
        this.problem = problem;
        this.aborted = aborted;
    }
}

export async function getJson(path, params = {}, { signal } = {}) {
    const query = new URLSearchParams();
    for (const [name, value] of Object.entries(params)) {
        if (value !== undefined && value !== null && value !== '') {
            query.set(name, String(value));
        }
    }
    const url = query.size > 0 ? `${path}?${query}` : path;
    return request(url, { headers: { Accept: 'application/json, application/problem+json' }, signal });
}

export async function postJson(path, body, { signal } = {}) {
    return request(path, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json, application/problem+json' },
        body: JSON.stringify(body),
        signal,
    });
}

async function request(url, init) {
    let response;
    try {
        response = await fetch(url.replace(/^\//, ''), { ...init, headers: { ...init.headers, 'Accept-Language': document.documentElement.lang } });
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
    const detail = problem?.detail ?? problem?.title ?? `The service answered ${response.status}.`;
    throw new ApiError(detail, { status: response.status, problem });
}
