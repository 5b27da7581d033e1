package dev.fifteen.search.anytime;

import dev.fifteen.search.Deadline;
import dev.fifteen.search.Grid;
import dev.fifteen.search.Heuristic;
import dev.fifteen.search.ManhattanDistance;
import dev.fifteen.search.TableReadiness;
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

    /**
     * Where the tables that would improve the answers of this shape and goal stand while they are not ready, as a
     * note for the answer given without them (what they are waiting for, and that a later request gets the
     * improvement); {@code null} when this source plans none for them, or they are ready.
     */
    default String whereTheyStand(int rows, int columns, int goalBlank) {
        return null;
    }

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

    /**
     * The 5 x 5 tables of the store once they are ready, for goals with the blank in a corner; until then, the note
     * of a 5 x 5 answer says where they stand.
     */
    static ReadyTables of(TwentyFourTableStore store) {
        return new ReadyTables() {
            @Override
            public Choice choose(int rows, int columns, int goalBlank, Deadline deadline) {
                int[] map = cornerMap(rows, columns, goalBlank);
                Heuristic heuristic = map == null ? null : store.heuristic();
                return heuristic == null ? null : new Choice(heuristic, map);
            }

            @Override
            public String whereTheyStand(int rows, int columns, int goalBlank) {
                if (cornerMap(rows, columns, goalBlank) == null) {
                    return null;
                }
                TableReadiness status = store.status();
                if (status.ready()) {
                    return null;
                }
                return "the 5 x 5 pattern tables are " + status
                        + (status.givenUp()
                                ? ""
                                : " (a strategy=optimal request asks for them); once they are in use, a 5 x 5 answer is"
                                        + " improved with them: ask again then");
            }
        };
    }

    /** The symmetry taking a 5 x 5 goal's blank to the tables' corner; {@code null} for another shape or cell. */
    private static int[] cornerMap(int rows, int columns, int goalBlank) {
        if (rows != TilePartition.ROWS || columns != TilePartition.COLUMNS) {
            return null;
        }
        for (int[] map : new Grid(rows, columns).symmetries()) {
            if (map[goalBlank] == TilePartition.GOAL_BLANK) {
                return map;
            }
        }
        return null;
    }

    /** This source's tables, else {@code other}'s. */
    default ReadyTables orElse(ReadyTables other) {
        ReadyTables first = this;
        return new ReadyTables() {
            @Override
            public Choice choose(int rows, int columns, int goalBlank, Deadline deadline) {
                Choice choice = first.choose(rows, columns, goalBlank, deadline);
                return choice != null ? choice : other.choose(rows, columns, goalBlank, deadline);
            }

            @Override
            public String whereTheyStand(int rows, int columns, int goalBlank) {
                String note = first.whereTheyStand(rows, columns, goalBlank);
                return note != null ? note : other.whereTheyStand(rows, columns, goalBlank);
            }
        };
    }
}
