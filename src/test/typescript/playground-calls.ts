/**
 * The playground's API module as its panels call it, checked against the contract's types: a known path gives its
 * typed answer, and each line marked `@ts-expect-error` must stay an error (an unknown path, a wrong parameter, a
 * body of the wrong shape), so that api.js's JSDoc types cannot fall back to `any` unnoticed.
 */
import { ApiError, getJson, postJson } from "../../main/resources/static/js/api.js";

export async function playgroundCalls(): Promise<string[]> {
    const verdict = await getJson("/solvability", { board: "1,2,3/4,5,6/8,7,0", goal: "1,2,3/4,5,6/7,8,0" });
    const solvable: boolean | undefined = verdict.solvable;

    const hint = await getJson("/solve/hint", { board: "1,2,3/4,5,6/7,0,8" });
    const distance: number | undefined = hint.distance;

    const graded = await postJson("/replay", { board: [[1, 2, 3], [4, 5, 6], [7, 0, 8]], moves: "L" });
    const optimal: number | null | undefined = graded.optimalLength;

    // @ts-expect-error: no such path in the contract
    await getJson("/solvable", { board: "1,2,3/4,5,6/8,7,0" });
    // @ts-expect-error: the board of GET /solvability is the text form, not rows
    await getJson("/solvability", { board: [[1, 2], [3, 0]] });
    // @ts-expect-error: /render answers a GET only
    await postJson("/render", { board: "1,2,3/4,5,6/7,8,0" });
    // @ts-expect-error: /solve/batch takes a POST only
    await getJson("/solve/batch", {});
    // @ts-expect-error: POST /replay needs a board
    await postJson("/replay", { moves: "L" });

    const problem = new ApiError("A tile appears twice", { status: 400, problem: { type: "urn:problem-type:x" } });
    return [String(solvable), String(distance), String(optimal), problem.message];
}
