package dev.fifteen.search;

import java.util.Locale;
import java.util.Objects;

/**
 * What one set of tables is, the one value the {@link TableStore} keys, names and logs it by: its kind, the board's
 * shape, the goal blank cell it serves (and with it every cell a symmetry of the board maps there) and its split.
 * The file a set is kept in is named here and nowhere else ({@link #fileName}), and each kind's file format has its
 * version here ({@link Kind#version}).
 *
 * @param kind      what the tables are and which file format holds them
 * @param rows      the board's rows
 * @param columns   the board's columns
 * @param goalBlank the goal blank cell the set is built for
 * @param split     the patterns, in the answers' words: {@code 7-8}, {@code 6-6-6-1}; {@code axes and tiles} for
 *                  the multi-tile sets
 */
public record TableSet(Kind kind, int rows, int columns, int goalBlank, String split) {

    /**
     * The kinds of table sets, each with the version of what its files hold. The order is part of the file format
     * (a file records its kind's position): new kinds go last.
     */
    public enum Kind {
        /**
         * Additive pattern tables in the single-tile metric (the 4 x 4 7-8 tables, the boards of 17 to 25 cells),
         * in a pattern-database file ({@code pdb.PatternDatabaseFile}).
         */
        PATTERN(2),
        /** The 5 x 5 tables read by the 24-puzzle's kernel, in a 5 x 5 table file ({@code twentyfour}). */
        FIVE_BY_FIVE(1),
        /** Axis and tile tables in the multi-tile metric, in a multi-tile table file ({@code multi}). */
        MULTI_TILE(2),
        /**
         * The blank-aware tables of a standard split of a board of up to 16 cells (the 4 x 4 6-6-3 tables), built in
         * seconds where a request first needs them and held in memory only.
         */
        STANDARD(0);

        /** The version of the pattern tables of boards over 16 cells, whose entries are region-coded. */
        private static final int REGION_CODED_VERSION = 3;

        private final int version;

        Kind(int version) {
            this.version = version;
        }

        /** The version of the file format that holds this kind: a file of another version is built again. */
        public int version() {
            return version;
        }

        /**
         * The version of the file format that holds this kind on a board of {@code cells} cells: that of
         * {@link #version()}, but 3 for pattern tables of more than 16 cells, whose entries are region-coded
         * ({@code pdb.RegionTableBuilder}); a file of another version is built again.
         */
        public int version(int cells) {
            return this == PATTERN && cells > 16 ? REGION_CODED_VERSION : version;
        }
    }

    public TableSet {
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(split, "split");
        if (rows < 1 || columns < 1 || goalBlank < 0 || goalBlank >= rows * columns) {
            throw new IllegalArgumentException(
                    "no table set for a " + rows + " x " + columns + " board with the goal blank in cell " + goalBlank);
        }
    }

    /**
     * The name of the set's file in the data directory, or {@code null} for a set held in memory only:
     * <ul>
     *   <li>pattern tables of boards of 17 to 25 cells: {@code fifteen-4x5-b0-6-6-6-1.pdb};</li>
     *   <li>pattern tables of boards of up to 16 cells: {@code fifteen-4x4-7-8.pdb} for the goal blank in cell 0 (the
     *       name the 7-8 file has always had); a set for another goal blank is built in seconds from that one and
     *       kept in memory only;</li>
     *   <li>5 x 5 tables: {@code fifteen-5x5-6-6-6-6.pdb};</li>
     *   <li>multi-tile tables: {@code fifteen-multi-tile-4x4-blank-15.tables};</li>
     *   <li>standard tables: none, they are held in memory only.</li>
     * </ul>
     */
    public String fileName() {
        String shape = rows + "x" + columns;
        return switch (kind) {
            case PATTERN -> {
                if (rows * columns > 16) {
                    yield "fifteen-" + shape + "-b" + goalBlank + "-" + split + ".pdb";
                }
                yield goalBlank == 0 ? "fifteen-" + shape + "-" + split + ".pdb" : null;
            }
            case FIVE_BY_FIVE -> "fifteen-" + shape + "-" + split + ".pdb";
            case MULTI_TILE -> "fifteen-multi-tile-" + shape + "-blank-" + goalBlank + ".tables";
            case STANDARD -> null;
        };
    }

    /** The set in words, for the log: {@code the 4 x 5 6-6-6-1 tables (goal blank in cell 0)}. */
    public String describe() {
        String shape = rows + " x " + columns;
        return switch (kind) {
            case PATTERN, STANDARD ->
                String.format(Locale.ROOT, "the %s %s tables (goal blank in cell %d)", shape, split, goalBlank);
            case FIVE_BY_FIVE -> "the " + shape + " " + split + " tables";
            case MULTI_TILE -> "the multi-tile tables of " + shape + ", blank " + goalBlank;
        };
    }

    @Override
    public String toString() {
        return describe();
    }
}
