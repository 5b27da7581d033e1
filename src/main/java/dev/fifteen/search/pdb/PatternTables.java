package dev.fifteen.search.pdb;

import java.util.List;

/**
 * The tables of one split as a store holds them: the tables, one per pattern, and the heuristic that reads them.
 *
 * @param tables    the tables, in pattern order
 * @param heuristic their sum, as the searches read it
 */
public record PatternTables(List<PatternDatabase> tables, AdditivePatternDatabase heuristic) {

    /** The tables of {@code partition} and their heuristic. */
    static PatternTables of(PatternPartition partition, List<PatternDatabase> tables) {
        return new PatternTables(List.copyOf(tables), partition.heuristic(tables));
    }
}
