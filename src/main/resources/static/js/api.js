/**
 * Calls to the service's public API. Every failure becomes an ApiError whose message is the Problem Details
 * "detail" the service sent (or a plain description when there is none).
 *
 * The types are the contract's, generated from openapi.yaml by openapi-typescript (docs/api.md, Generated clients),
 * and the build checks this file against them with `tsc --checkJs`; the page loads it as it is.
 *
 * @typedef {import('fifteen-api').paths} Paths
 * @typedef {import('fifteen-api').components['schemas']['ProblemDetail']} ProblemDetail
 */

/**
 * An operation whose 200 answer is JSON of type A; one whose request body is JSON of type B.
 *
 * @template A
 * @typedef {{ responses: { 200: { content: { 'application/json': A } } } }} JsonAnswer
 */
/**
 * @template B
 * @typedef {{ requestBody?: { content: { 'application/json': B } } }} JsonBody
 */

/**
 * The paths that answer a GET, or take a POST, in JSON.
 *
 * @typedef {{ [P in keyof Paths]: Paths[P]['get'] extends JsonAnswer<unknown> ? P : never }[keyof Paths]} GetPath
 * @typedef {{ [P in keyof Paths]: Paths[P]['post'] extends JsonBody<unknown> ? P : never }[keyof Paths]} PostPath
 */

/**
 * The query parameters of a GET, its JSON answer; the JSON body of a POST, its JSON answer.
 *
 * @template {GetPath} P
 * @typedef {Paths[P]['get'] extends { parameters: { query?: infer Q } } ? NonNullable<Q> : never} GetQuery
 */
/**
 * @template {GetPath} P
 * @typedef {Paths[P]['get'] extends JsonAnswer<infer A> ? A : never} GetAnswer
 */
/**
 * @template {PostPath} P
 * @typedef {Paths[P]['post'] extends JsonBody<infer B> ? B : never} PostBody
 */
/**
 * @template {PostPath} P
 * @typedef {Paths[P]['post'] extends JsonAnswer<infer A> ? A : never} PostAnswer
 */

export class ApiError extends Error {
    /**
     * @param {string} message what the reader is told: the problem's detail, or a plain description
     * @param {{ status?: number, problem?: ProblemDetail | null, aborted?: boolean }} [details] the HTTP status (0
     *     when no answer came), the Problem Details body, and whether the caller cancelled the request
     */
    constructor(message, { status = 0, problem = null, aborted = false } = {}) {
        super(message);
        this.name = 'ApiError';
        this.status = status;
        this.problem = problem;
        this.aborted = aborted;
    }
}

/**
 * GETs a path of the contract with query parameters (those undefined, null or empty are left out).
 *
 * @template {GetPath} P
 * @param {P} path
 * @param {GetQuery<P>} [params]
 * @param {{ signal?: AbortSignal }} [options]
 * @returns {Promise<GetAnswer<P>>}
 */
export async function getJson(path, params = /** @type {GetQuery<P>} */ ({}), { signal } = {}) {
    const query = new URLSearchParams();
    for (const [name, value] of Object.entries(params)) {
        if (value !== undefined && value !== null && value !== '') {
            query.set(name, String(value));
        }
    }
    const url = query.size > 0 ? `${path}?${query}` : path;
    return request(url, { headers: { Accept: 'application/json, application/problem+json' }, signal });
}

/**
 * POSTs a JSON body to a path of the contract.
 *
 * @template {PostPath} P
 * @param {P} path
 * @param {PostBody<P>} body
 * @param {{ signal?: AbortSignal }} [options]
 * @returns {Promise<PostAnswer<P>>}
 */
export async function postJson(path, body, { signal } = {}) {
    return request(path, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json, application/problem+json' },
        body: JSON.stringify(body),
        signal,
    });
}

/**
 * @param {string} url
 * @param {RequestInit} init
 * @returns {Promise<any>} the JSON answer, typed by the caller's path
 */
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
