package dev.fifteen.search.twentyfour;

import dev.fifteen.search.pdb.Placements;
import dev.fifteen.search.pdb.RegionTableBuilder;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * The split's lookups: each tile is read by exactly one lookup on the board and one on the reflected board; a table
 * read through the reflection (or through the half turn a shared table is read by) gives exactly the table the
 * builder makes for the reflected (turned) pattern; and the heuristic is 0 at the goal only. (The entries are the
 * minimum over the blank's regions, so they are admissible but, as Korf and Felner's, not consistent: a move may
 * change one by more than 1. Admissibility on whole boards is checked against breadth-first search in
 * {@link TwentyFourSolverTest}.)
 */
class TilePartitionTest {

    private static final int[] REFLECTION = {
        0, 5, 10, 15, 20, 1, 6, 11, 16, 21, 2, 7, 12, 17, 22, 3, 8, 13, 18, 23, 4, 9, 14, 19, 24
    };

    @Test
    void korfAndFelnersSplitNeedsTwoTables() {
        // the two 3 x 2 blocks and the 2 x 3 block are quarter and half turns of one another
        TilePartition split = TilePartition.KORF_FELNER;
        assertThat(split.tables()).containsExactly(new int[] {1, 2, 5, 6, 7, 12}, new int[] {3, 4, 8, 9, 13, 14});
        assertThat(split.entries()).isEqualTo(2L * 127_512_000);
        assertThat(split.lookups()).hasSize(8);
        assertEachTileReadOnceEachWay(split);
    }

    @Test
    void twoPinwheelsNeedFourTablesAndMakeFourSums() {
        // the second pinwheel's corner pattern and its turned block are new; the block's turns share its table
        TilePartition split = TilePartition.TWO_PINWHEELS;
        assertThat(split.tables())
                .containsExactly(
                        new int[] {1, 2, 5, 6, 7, 12},
                        new int[] {3, 4, 8, 9, 13, 14},
                        new int[] {1, 2, 5, 6, 11, 12},
                        new int[] {3, 4, 7, 8, 9, 14});
        assertThat(split.sums()).isEqualTo(4);
        assertThat(split.lookups()).hasSize(16);
        assertEachTileReadOnceInEachSum(split);
    }

    @Test
    void theTestSplitSharesTheTurnedTables() {
        assertThat(TestTables.THREES.tables()).hasSize(4);
        assertEachTileReadOnceEachWay(TestTables.THREES);
        assertEachTileReadOnceInEachSum(TestTables.TWO_SPLITS);
    }

    @Test
    void everyLookupOfTwoSplitsReadsWhatItsOwnPatternsTableSays() {
        TwentyFourTables tables = TestTables.twoSplits();
        List<TilePartition.Lookup> lookups = tables.lookups();
        Random random = new Random(25);
        int[][] patterns = TestTables.TWO_SPLITS.patterns();
        for (int l = 0; l < lookups.size(); l++) {
            // lookups: the first split's eight on the board, its eight reflected, then the second split's alike
            boolean reflectedBoard = lookups.get(l).sum() % 2 == 1;
            int[] own = patterns[(l / 16) * 8 + l % 8];
            byte[] table = RegionTableBuilder.distances(5, 5, 0, own, 1, Thread.NORM_PRIORITY);
            for (int sample = 0; sample < 500; sample++) {
                int[] positionOf = randomPositions(random);
                int[] cells = new int[own.length];
                for (int m = 0; m < own.length; m++) {
                    cells[m] = reflectedBoard ? REFLECTION[positionOf[REFLECTION[own[m]]]] : positionOf[own[m]];
                }
                assertThat(tables.entry(l, positionOf))
                        .as("lookup %d", l)
                        .isEqualTo(table[Placements.rank(25, cells)] & 0xFF);
            }
        }
    }

    @Test
    void aSplitMustCoverEveryTileOnce() {
        assertThatThrownBy(() -> new TilePartition("x", new int[][] {{1, 2}, {2, 3}}))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new TilePartition("x", new int[][] {{1, 2}}))
                .isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void theReflectedLookupEqualsTheTableOfTheReflectedPattern() {
        int[] pattern = {1, 2, 7};
        int[] reflected = new int[pattern.length];
        for (int m = 0; m < pattern.length; m++) {
            reflected[m] = REFLECTION[pattern[m]];
        }
        byte[] table = RegionTableBuilder.distances(5, 5, 0, pattern, 1, Thread.NORM_PRIORITY);
        byte[] mirror = RegionTableBuilder.distances(5, 5, 0, reflected, 1, Thread.NORM_PRIORITY);
        int[] cellOf = new int[pattern.length];
        int[] mirrored = new int[pattern.length];
        for (int index = 0; index < mirror.length; index++) {
            Placements.unrank(25, index, cellOf);
            for (int m = 0; m < pattern.length; m++) {
                mirrored[m] = REFLECTION[cellOf[m]];
            }
            assertThat(table[Placements.rank(25, mirrored)]).isEqualTo(mirror[index]);
        }
    }

    @Test
    void everyLookupReadsWhatItsOwnPatternsTableSays() {
        TwentyFourTables tables = TestTables.threes();
        List<TilePartition.Lookup> lookups = tables.lookups();
        Random random = new Random(24);
        int half = lookups.size() / 2;
        for (int l = 0; l < lookups.size(); l++) {
            // the pattern this lookup stands for: its own tiles on the board, or on the reflected board
            int[] own = TestTables.THREES.patterns()[l % half];
            byte[] table = RegionTableBuilder.distances(5, 5, 0, own, 1, Thread.NORM_PRIORITY);
            for (int sample = 0; sample < 2_000; sample++) {
                int[] positionOf = randomPositions(random);
                int[] cells = new int[own.length];
                for (int m = 0; m < own.length; m++) {
                    cells[m] = l < half ? positionOf[own[m]] : REFLECTION[positionOf[REFLECTION[own[m]]]];
                }
                assertThat(tables.entry(l, positionOf))
                        .as("lookup %d", l)
                        .isEqualTo(table[Placements.rank(25, cells)] & 0xFF);
            }
        }
    }

    @Test
    void theHeuristicIsZeroAtTheGoalOnly() {
        TwentyFourTables tables = TestTables.threes();
        int[] goal = new int[25];
        for (int label = 0; label < 25; label++) {
            goal[label] = label;
        }
        assertThat(tables.estimate(goal)).isZero();
        Random random = new Random(5);
        for (int sample = 0; sample < 100_000; sample++) {
            assertThat(tables.estimate(randomPositions(random))).isPositive();
        }
    }

    static int[] randomPositions(Random random) {
        List<Integer> cells = new ArrayList<>();
        for (int cell = 0; cell < 25; cell++) {
            cells.add(cell);
        }
        java.util.Collections.shuffle(cells, random);
        int[] positionOf = new int[25];
        for (int label = 0; label < 25; label++) {
            positionOf[label] = cells.get(label);
        }
        return positionOf;
    }

    private static void assertEachTileReadOnceInEachSum(TilePartition split) {
        int[][] reads = new int[split.sums()][25];
        for (TilePartition.Lookup lookup : split.lookups()) {
            for (int tile : lookup.tiles()) {
                reads[lookup.sum()][tile]++;
            }
        }
        for (int sum = 0; sum < split.sums(); sum++) {
            for (int tile = 1; tile < 25; tile++) {
                assertThat(reads[sum][tile]).as("tile %d in sum %d", tile, sum).isEqualTo(1);
            }
            assertThat(reads[sum][0]).isZero();
        }
    }

    private static void assertEachTileReadOnceEachWay(TilePartition split) {
        List<TilePartition.Lookup> lookups = split.lookups();
        int half = lookups.size() / 2;
        int[] direct = new int[25];
        int[] reflected = new int[25];
        for (int l = 0; l < lookups.size(); l++) {
            for (int tile : lookups.get(l).tiles()) {
                (l < half ? direct : reflected)[tile]++;
            }
        }
        for (int tile = 1; tile < 25; tile++) {
            assertThat(direct[tile]).as("tile %d on the board", tile).isEqualTo(1);
            assertThat(reflected[tile])
                    .as("tile %d on the reflected board", tile)
                    .isEqualTo(1);
        }
        assertThat(direct[0]).isZero();
        assertThat(reflected[0]).isZero();
    }
}
