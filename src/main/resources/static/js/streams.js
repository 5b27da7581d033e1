import { ApiError } from './api.js';
import { language } from './i18n.js';

/**
 * Streamed answers of the API: a watched solve (Server-Sent Events read from a fetch, so that the request can be
 * a POST and a Cancel closes the connection, which stops the search on the server) and NDJSON answers read line
 * by line as they arrive.
 */

/** POSTs to /solve asking for events; calls onEvent(name, data) for each and resolves to the final answer. */
export async function solveWatched(body, { signal, onEvent }) {
    const response = await open('solve', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'text/event-stream' },
        body: JSON.stringify(body),
        signal,
    });
    let answer = null;
    let problem = null;
    await readLines(response, signal, (() => {
        let name = 'message';
        let data = '';
        return line => {
            if (line.startsWith('event:')) {
                name = line.slice(6).trim();
            } else if (line.startsWith('data:')) {
                data += line.slice(5).trim();
            } else if (line === '' && data !== '') {
                const parsed = JSON.parse(data);
                if (name === 'answer') {
                    answer = parsed;
                } else if (name === 'problem') {
                    problem = parsed;
                } else {
                    onEvent(name, parsed);
                }
                name = 'message';
                data = '';
            }
        };
    })());
    if (problem != null) {
        throw new ApiError(problem.detail ?? problem.title, { status: problem.status ?? 0, problem });
    }
    if (answer == null) {
        throw new ApiError('The service ended the stream without an answer.');
    }
    return answer;
}

/** GETs or POSTs and calls onLine(object) for every NDJSON line (empty keep-alive lines skipped). */
export async function readNdjson(path, init, onLine) {
    const response = await open(path, init);
    await readLines(response, init.signal, line => {
        if (line.trim() !== '') {
            onLine(JSON.parse(line));
        }
    });
}

async function open(path, init) {
    let response;
    try {
        response = await fetch(path, { ...init, headers: { ...init.headers, 'Accept-Language': language() } });
    } catch (error) {
        throw fetchFailure(error);
    }
    if (!response.ok) {
        let problem = null;
        try {
            problem = await response.json();
        } catch {
            problem = null;
        }
        throw new ApiError(problem?.detail ?? problem?.title ?? `The service answered ${response.status}.`,
            { status: response.status, problem });
    }
    return response;
}

async function readLines(response, signal, onLine) {
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    try {
        while (true) {
            const { value, done } = await reader.read();
            if (done) {
                break;
            }
            buffer += value;
            let cut;
            while ((cut = buffer.indexOf('\n')) >= 0) {
                onLine(buffer.slice(0, cut).replace(/\r$/, ''));
                buffer = buffer.slice(cut + 1);
            }
        }
        if (buffer !== '') {
            onLine(buffer);
        }
        onLine('');
    } catch (error) {
        throw fetchFailure(error, signal);
    }
}

function fetchFailure(error, signal) {
    if (error.name === 'AbortError' || signal?.aborted) {
        return new ApiError('Cancelled.', { aborted: true });
    }
    return error instanceof ApiError ? error : new ApiError('The service cannot be reached; is it still running?');
}
