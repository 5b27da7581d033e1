package dev.fifteen.web.solve;

import dev.fifteen.puzzle.Board;
import dev.fifteen.search.Solution;
import dev.fifteen.search.Strategy;
import dev.fifteen.search.anytime.NearOptimalSolver;
import dev.fifteen.search.fast.FastSolver;
import dev.fifteen.web.memory.Footprint;
import dev.fifteen.web.memory.MemoryBudget;
import dev.fifteen.web.memory.RequestMemory;

import java.time.Duration;

/**
 * What a solve takes from the memory budget, always for the request of the command's ledger (the answer is shaped
 * on a thread of the pool, where no request is current): the fast solver's peak when it may answer (boards over
 * {@value SolveService#WEIGHTED_IDA_MAX_CELLS} cells, any strategy but {@code optimal}, see
 * {@link FastSolver#peakBytes(int, int)}, with the tables' beam where it runs, {@link NearOptimalSolver#beamBytes}),
 * the answer's letters and boards ({@link #answerBytes}); and for a board
 * of a batch or a job, what it holds while in flight ({@link #batchBoardBytes}), taken from the budget itself.
 */
final class SolveMemory {

    private final RequestMemory memory;
    private final FastSolver fastSolver;

    SolveMemory(RequestMemory memory, FastSolver fastSolver) {
        this.memory = memory;
        this.fastSolver = fastSolver;
    }

    /** Takes the fast solver's peak memory for the command's request when the fast solver may answer. */
    void admitFastSolve(SolveCommand command) {
        Board board = command.board();
        if (fastMayAnswer(board, command.strategy())) {
            memory.admit(
                    command.answer().memory(),
                    fastPeak(board),
                    "a fast solve of a " + board.rows() + " x " + board.columns() + " board");
        }
    }

    /** Takes the memory of the answer for the command's request. */
    void admitAnswer(Solution solution, SolveCommand command) {
        memory.admit(
                command.answer().memory(),
                answerBytes(solution.length(), command.board(), command.answer().includeBoards()),
                "the answer of " + solution.length() + " slides");
    }

    /**
     * Takes from the budget what one board of a batch holds in flight ({@link #batchBoardBytes}) if it comes free
     * within {@code wait}, for the board's time in flight.
     *
     * @return the bytes taken, or {@code null} when they did not come free in time
     * @throws dev.fifteen.problem.LimitExceededException ({@code too-large-for-memory}) over the whole budget
     */
    MemoryBudget.Reservation reserveBatchBoard(SolveCommand command, Duration wait) {
        Board board = command.board();
        return memory.budget()
                .tryReserve(
                        batchBoardBytes(board, command.strategy()),
                        "a " + board.rows() + " x " + board.columns() + " board of the batch",
                        wait);
    }

    /**
     * The answer of a solution of L slides: the blank's letters (a string of L); the tiles and the boards along the
     * way are written from the solution (see {@link SolutionListing}), one board and its text at a time.
     */
    static long answerBytes(int length, Board board, boolean includeBoards) {
        return Footprint.string(length)
                + (includeBoards ? Footprint.board(board.size()) + Footprint.text(board.size()) : 0);
    }

    /**
     * What one board of a batch holds while in flight: the board and its goal, the fast solver's peak when it may
     * answer (its answer included), otherwise an answer of the longest solution the fast solver may give
     * ({@link FastSolver#maxSlides}); an optimal search of a small board holds a few arrays of its depth besides.
     */
    long batchBoardBytes(Board board, Strategy strategy) {
        long fast = fastMayAnswer(board, strategy) ? fastPeak(board) : 0;
        long answer = fast > 0
                ? 0 // the fast solver's peak holds its answer
                : answerBytes(
                        (int) Math.min(Integer.MAX_VALUE, FastSolver.maxSlides(board.rows(), board.columns())),
                        board,
                        false);
        return 2 * Footprint.board(board.size()) + fast + answer;
    }

    /** The fast solver's peak, and on the shapes the tables' beam shortens the answer of, the beam's. */
    private long fastPeak(Board board) {
        return fastSolver.peakBytes(board.rows(), board.columns())
                + NearOptimalSolver.beamBytes(board.rows(), board.columns());
    }

    private static boolean fastMayAnswer(Board board, Strategy strategy) {
        return board.size() > SolveService.WEIGHTED_IDA_MAX_CELLS && strategy != Strategy.OPTIMAL;
    }
}
