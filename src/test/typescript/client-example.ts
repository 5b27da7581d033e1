/**
 * A TypeScript client of Fifteen, typed from the contract: `paths` and `components` come from openapi-typescript's
 * output for openapi.yaml, and openapi-fetch's client checks every path, parameter, body and answer against them.
 * The build type-checks this file (docs/api.md, Generated clients); a change of the contract that breaks a client
 * breaks the build here first.
 */
import createClient from "openapi-fetch";
import type { components, paths } from "fifteen-api";

type Rows = number[][];
type ProblemDetail = components["schemas"]["ProblemDetail"];
type SolveResponse = components["schemas"]["SolveResponse"];

/** A refusal of the service, with the Problem Details it answered (`type` is stable, `detail` is for people). */
export class FifteenProblem extends Error {
    constructor(readonly problem: ProblemDetail) {
        super(problem.detail ?? problem.title ?? "The service refused the request");
    }
}

export function fifteenClient(baseUrl: string) {
    return createClient<paths>({ baseUrl });
}

/** Whether the board can reach the goal (the default goal when absent), from the text form. */
export async function isSolvable(baseUrl: string, board: string, goal?: string): Promise<boolean> {
    const { data, error } = await fifteenClient(baseUrl).GET("/solvability", {
        params: { query: goal === undefined ? { board } : { board, goal } },
    });
    if (error !== undefined) {
        throw new FifteenProblem(error);
    }
    return data.solvable === true;
}

/** A reproducible scrambled 3 x 3 board: the same seed gives the same board. */
export async function scramble(baseUrl: string, seed: number): Promise<Rows> {
    const { data, error } = await fifteenClient(baseUrl).POST("/scramble", {
        body: { rows: 3, cols: 3, method: "uniform", seed },
    });
    if (error !== undefined) {
        throw new FifteenProblem(error);
    }
    if (data.board === undefined) {
        throw new Error("The scramble answered no board");
    }
    return data.board;
}

/** A shortest solution of the board: its length and the moves, letters naming the direction each tile moves. */
export async function solve(baseUrl: string, board: Rows): Promise<{ length: number; moves: string }> {
    const { data, error } = await fifteenClient(baseUrl).POST("/solve", {
        body: { board, strategy: "optimal", timeoutMs: 10000 },
    });
    if (error !== undefined) {
        throw new FifteenProblem(error);
    }
    // The 200 answer is JSON or, asked with Accept: text/event-stream, the events as text: narrowed by its type, not
    // by assignment, since a string's own `length` would let it pass for a SolveResponse.
    if (typeof data === "string") {
        throw new Error("The service answered an event stream to a request for JSON");
    }
    const answer: SolveResponse = data;
    return { length: answer.length ?? 0, moves: answer.moves ?? "" };
}

/** The three together: scramble a board, check it can reach the goal, solve it. */
export async function scrambleAndSolve(baseUrl: string, seed: number): Promise<string> {
    const board = await scramble(baseUrl, seed);
    const text = board.map((row) => row.join(",")).join("/");
    if (!(await isSolvable(baseUrl, text))) {
        throw new Error(`A scramble that cannot reach its goal: ${text}`);
    }
    const { length, moves } = await solve(baseUrl, board);
    return `${text}: ${length} moves, ${moves}`;
}

/** The lines of docs/api.md (Generated clients, TypeScript), word for word; TypeScriptGuideTest keeps them equal. */
export async function apiGuideExample(): Promise<void> {
    const client = createClient<paths>({ baseUrl: "http://localhost:8080" });
    const { data, error } = await client.POST("/solve", {
        body: { board: [[8, 6, 7], [2, 5, 4], [3, 0, 1]], strategy: "optimal", timeoutMs: 10000 },
    });
    if (error !== undefined) {
        throw new Error(error.detail ?? error.title); // a 4xx answer: the Problem Details body
    }
    if (typeof data !== "string") { // the JSON answer; with Accept: text/event-stream, the events as text
        console.log(data.length, data.moves);
    }
}
