package dev.fifteen.web.solve.jobs;

/** The words of the jobs' contract, in one place: what each operation of {@code /solve/jobs} does and answers. */
final class SolveJobsApiDocs {

    static final String TAG = "Solve jobs";

    static final String TAG_DESCRIPTION = "Long solves run in the background: start, poll, stream, cancel";

    static final String CREATE = "Starts a solve in the background, for searches longer than a request's deadline"
            + " (an optimal 5 x 5 solve can take minutes to hours). The body is that of `POST /solve`; its"
            + " `timeoutMs` is the job's time limit, counted from the start of its search: by default"
            + " `fifteen.solve.jobs.default-time` (10 minutes), at most `fifteen.solve.jobs.max-time` (one hour)."
            + " The board, its goal and the limits are checked at once (the same 400 and 422 answers as `/solve`,"
            + " and boards over `fifteen.solve.jobs.max-cells` cells are refused); then the answer is 202 with the"
            + " job (`queued`, or `running` already) and its address in `Location`. Jobs wait for one of"
            + " `fifteen.solve.jobs.max-running` runners in a queue of `fifteen.solve.jobs.max-queued`, then for a"
            + " search slot in the share of the pool that batches use, so single requests keep their reserved"
            + " slots; past the queue the answer is 503 `jobs-busy` with Retry-After. The id is random (128 bits)"
            + " and the only key to the job: keep it to yourself.";

    static final String GET = "The job now: its state (`queued`, `running`, `done`, `failed`, `cancelled`), its"
            + " progress (the lower bound proven, the nodes expanded, the milliseconds searched), the best solution"
            + " known so far where the solver provides one (`auto`'s fast answer first), and once `done` the"
            + " `answer`, exactly as `/solve` answers; a job that failed or was cancelled carries the `problem`"
            + " (Problem Details members: a search past its time limit is `solve-timeout` with the bound proven)."
            + " With the cluster on, any replica answers for any job; a job whose replica stopped (no heartbeat for"
            + " `fifteen.solve.jobs.lease`) is `failed` with `job-owner-lost`, and one whose replica shut down is"
            + " `failed` with `job-interrupted`. A finished job is kept for `fifteen.solve.jobs.keep-for`, and"
            + " only the `fifteen.solve.jobs.keep-count` newest; after that, and for an id never issued, 404"
            + " `job-not-found`. With `Accept: text/event-stream` the answer is the event stream of `/solve` for"
            + " this job: `bound` when the proven bound rose, `solution` when a better early answer is known,"
            + " `progress` every `fifteen.solve.jobs.stream-interval`, then `answer` or `problem`; closing the stream"
            + " leaves the job running.";

    static final String CANCEL = "Cancels the job: its search stops within moments and its state becomes"
            + " `cancelled` (`problem` `job-cancelled`). The answer is the job: 200 once it has ended (a job that"
            + " had ended already stays as it was), 202 while the replica that runs it has yet to stop it (it looks"
            + " at every heartbeat, `fifteen.solve.jobs.heartbeat`).";

    static final String EVENTS_EXAMPLE = "event:bound\ndata:{\"lowerBound\":66,\"nodesExpanded\":0,"
            + "\"elapsedMs\":2}\n\nevent:progress\ndata:{\"lowerBound\":70,\"nodesExpanded\":1589248,"
            + "\"elapsedMs\":250}\n\nevent:answer\ndata:{\"length\":80,\"optimal\":true,...}\n\n";

    static final String ACCEPTED = "The job, accepted; its address is in `Location`";

    static final String CREATE_ERRORS = "Malformed JSON, an invalid board, goal, strategy or timeout, a timeout"
            + " over `fifteen.solve.jobs.max-time` (`timeout-too-long`), a board over `fifteen.solve.jobs.max-cells`"
            + " (`board-too-large-for-job`) or over the fast solver's limits";

    static final String UNPROCESSABLE = "The board cannot reach the goal (`not-solvable`, with the parity proof)";

    static final String BUSY = "Every job runner is busy and the queue is full, or the replica is shutting down"
            + " (`jobs-busy`), or the jobs' shared store does not answer (`job-store-unavailable`); retry after the"
            + " Retry-After header's seconds";

    static final String NOT_FOUND = "No job of this id is held (`job-not-found`): never issued, or no longer kept";

    static final String STORE_BUSY = "The jobs' shared store does not answer (`job-store-unavailable`); retry after"
            + " the Retry-After header's seconds";

    private SolveJobsApiDocs() {}
}
