package dev.fifteen.search;

import dev.fifteen.puzzle.Board;
import dev.fifteen.puzzle.Direction;
import dev.fifteen.puzzle.Move;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.function.Consumer;
import java.util.function.IntConsumer;

/**
 * A sequence of slides from a board to its goal, with the figures that show the work.
 *
 * @param moves         the slides in order: each names the tile and the direction the TILE moves
 * @param optimal       whether the length is proven minimal
 * @param strategy      the strategy that produced it ({@link Strategy#OPTIMAL} or {@link Strategy#FAST})
 * @param heuristic     the name of the heuristic (or method) used
 * @param lowerBound    a proven lower bound on the distance: the heuristic at the start
 * @param nodesExpanded the search nodes expanded
 * @param elapsedNanos  the time the search took
 */
public record Solution(
        List<Move> moves,
        boolean optimal,
        Strategy strategy,
        String heuristic,
        int lowerBound,
        long nodesExpanded,
        long elapsedNanos) {

    public Solution {
        // a compact list is already unmodifiable; copying it would make one object a slide
        moves = moves instanceof CompactMoves ? moves : List.copyOf(moves);
        Objects.requireNonNull(strategy, "strategy");
        Objects.requireNonNull(heuristic, "heuristic");
    }

    public int length() {
        return moves.size();
    }

    /**
     * This answer (a fast one, found before an optimal search) marked shortest, its length being its lower bound:
     * the optimal search need not run.
     */
    public Solution provenByItsBound() {
        return new Solution(
                moves,
                true,
                strategy,
                heuristic + "; shortest, its length being the lower bound",
                lowerBound,
                nodesExpanded,
                elapsedNanos);
    }

    /**
     * This answer (a fast one) as the answer of an optimal search that did not finish: not proven shortest, for
     * {@code reason} (completing "not proven shortest: "), with the larger of its own lower bound and the one the
     * search proved, and the search's nodes added to its own.
     */
    public Solution notProven(String reason, int provenBound, long searchNodes, long totalNanos) {
        return new Solution(
                moves,
                false,
                strategy,
                heuristic + "; not proven shortest: " + reason,
                Math.max(lowerBound, provenBound),
                nodesExpanded + searchNodes,
                totalNanos);
    }

    /** The compact direction string, one letter per slide, naming the direction the tile moves. */
    public String tileDirections() {
        if (moves instanceof CompactMoves compact) {
            return compact.tileDirections();
        }
        StringBuilder letters = new StringBuilder(moves.size());
        for (Move move : moves) {
            letters.append(move.direction().letter());
        }
        return letters.toString();
    }

    /** The compact direction string naming the direction the blank moves (the opposite of the tile's). */
    public String blankDirections() {
        if (moves instanceof CompactMoves compact) {
            return compact.blankDirections();
        }
        StringBuilder letters = new StringBuilder(moves.size());
        for (Move move : moves) {
            letters.append(move.direction().opposite().letter());
        }
        return letters.toString();
    }

    /** The tiles moved, in order. */
    public int[] tiles() {
        if (moves instanceof CompactMoves compact) {
            return compact.tiles();
        }
        return moves.stream().mapToInt(Move::tile).toArray();
    }

    /** Hands the tiles moved, in order, to {@code tile}, without copying them. */
    public void forEachTile(IntConsumer tile) {
        if (moves instanceof CompactMoves compact) {
            for (int i = 0; i < compact.size(); i++) {
                tile.accept(compact.tile(i));
            }
        } else {
            moves.forEach(move -> tile.accept(move.tile()));
        }
    }

    /** The boards along the way, from {@code start} (included) to the goal (included). */
    public List<Board> boards(Board start) {
        List<Board> boards = new ArrayList<>(moves.size() + 1);
        forEachBoard(start, boards::add);
        return boards;
    }

    /**
     * Hands the boards along the way, from {@code start} (included) to the goal (included), to {@code board} one
     * at a time, so that a caller writing them out keeps only one.
     */
    public void forEachBoard(Board start, Consumer<Board> board) {
        Board current = start;
        board.accept(current);
        for (Move move : moves) {
            current = current.slide(move.direction());
            board.accept(current);
        }
    }

    /** The board reached by playing every slide from {@code start}, checking that each slides the named tile. */
    public Board replay(Board start) {
        Board board = start;
        for (Move move : moves) {
            Direction direction = move.direction();
            Move expected = board.move(direction)
                    .orElseThrow(() -> new IllegalStateException("no tile can slide " + direction + " on " + start));
            if (expected.tile() != move.tile()) {
                throw new IllegalStateException("slide " + move + " names tile " + move.tile() + " but tile "
                        + expected.tile() + " would move");
            }
            board = board.slide(direction);
        }
        return board;
    }
}
