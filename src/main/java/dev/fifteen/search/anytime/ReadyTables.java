package dev.fifteen.search.anytime;

import dev.fifteen.search.Deadline;
import dev.fifteen.search.Grid;
import dev.fifteen.search.Heuristic;
import dev.fifteen.search.ManhattanDistance;
import dev.fifteen.search.pdb.PatternDatabaseCatalog;
import dev.fifteen.search.pdb.PatternDatabaseCatalog.Choice;
import dev.fifteen.search.twentyfour.TilePartition;
import dev.fifteen.search.twentyfour.TwentyFourTableStore;

/**
 * Where {@link NearOptimalSolver} finds its heuristic: pattern tables that are ready now, never waited for. A
 * source answers {@code null} for a shape and goal it has no ready tables for, and the solver then leaves the board
 * to the fast answer alone.
 */
@FunctionalInterface
public interface ReadyTables {

    /**
     * The tables for boards of this shape toward a goal with the blank on {@code goalBlank}, with the symmetry
     * under which they apply, or {@code null} when none are ready.
     */
    Choice choose(int rows, int columns, int goalBlank, Deadline deadline);

    /** No tables anywhere. */
    ReadyTables NONE = (rows, columns, goalBlank, deadline) -> null;

    /**
     * The catalog's tables where {@link PatternDatabaseCatalog#ready} says so, not the Manhattan distance it gives
     * shapes without tables (a bound too weak to improve an answer in time); a fast answer never asks for tables of
     * boards of 17 to 25 cells to be built, an optimal request does.
     */
    static ReadyTables of(PatternDatabaseCatalog catalog) {
        return (rows, columns, goalBlank, deadline) -> {
            if (!catalog.ready(rows, columns, goalBlank)) {
                return null;
            }
            Choice choice = catalog.choose(rows, columns, goalBlank, deadline);
            return choice == null || choice.heuristic() instanceof ManhattanDistance ? null : choice;
        };
    }

    /** The 5 x 5 tables of the store once they are ready, for goals with the blank in a corner. */
    static ReadyTables of(TwentyFourTableStore store) {
        return (rows, columns, goalBlank, deadline) -> {
            if (rows != TilePartition.ROWS || columns != TilePartition.COLUMNS) {
                return null;
            }
            Heuristic heuristic = store.heuristic();
            if (heuristic == null) {
                return null;
            }
            for (int[] map : new Grid(rows, columns).symmetries()) {
                if (map[goalBlank] == TilePartition.GOAL_BLANK) {
                    return new Choice(heuristic, map);
                }
            }
            return null;
        };
    }

    /** This source's tables, else {@code other}'s. */
    default ReadyTables orElse(ReadyTables other) {
        return (rows, columns, goalBlank, deadline) -> {
            Choice choice = choose(rows, columns, goalBlank, deadline);
            return choice != null ? choice : other.choose(rows, columns, goalBlank, deadline);
        };
    }
}
