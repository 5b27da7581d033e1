package dev.fifteen.search.pdb;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.util.Arrays;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** The splits of each shape, drawn by hand from the templates and the rules of the class comment. */
class PatternPartitionTest {

    @ParameterizedTest(name = "4 x 4, goal blank at {0}")
    @CsvSource({"0", "3", "5", "10", "12", "15"})
    void everySplitCoversEveryTileButTheBlankOnce(int goalBlank) {
        for (PatternPartition partition : List.of(
                PatternPartition.sixSixThree(goalBlank),
                PatternPartition.sevenEight(goalBlank),
                PatternPartition.standard(4, 4, goalBlank),
                PatternPartition.chunked(4, 4, goalBlank, 5))) {
            int[] count = new int[16];
            for (int[] pattern : partition.patterns()) {
                for (int cell : pattern) {
                    count[cell]++;
                }
            }
            for (int cell = 0; cell < 16; cell++) {
                assertThat(count[cell])
                        .as("%s, cell %d", partition.name(), cell)
                        .isEqualTo(cell == goalBlank ? 0 : 1);
            }
            assertThat(partition.goalBlank()).isEqualTo(goalBlank);
        }
        assertThat(PatternPartition.sixSixThree(goalBlank).name()).isEqualTo("6-6-3");
        assertThat(PatternPartition.sevenEight(goalBlank).name()).isEqualTo("7-8");
        assertThat(PatternPartition.standard(4, 4, goalBlank).name()).isEqualTo("6-6-3");
        assertThat(PatternPartition.chunked(4, 4, goalBlank, 5).name()).isEqualTo("5-5-5");
    }

    @Test
    void theTemplateTurnsWithTheBoardToAnotherCorner() {
        // .ABB/AABB/AABB/ACCC turned half way round puts C (cells 13, 14, 15) on 2, 1, 0 and the blank on 15
        PatternPartition turned = PatternPartition.sixSixThree(15);
        assertThat(texts(turned)).contains("[0, 1, 2]");
        // drawn for cell 0 as is
        PatternPartition drawn = PatternPartition.sixSixThree(0);
        assertThat(texts(drawn)).contains("[13, 14, 15]");
        assertThat(texts(drawn)).contains("[1, 4, 5, 8, 9, 12]");
    }

    @Test
    void aBlankNoSymmetryReachesSwapsPlacesWithCellZero() {
        // cell 5 is no corner: the template's letter on 5 (A) moves to cell 0 and the blank takes 5
        PatternPartition partition = PatternPartition.sixSixThree(5);
        assertThat(texts(partition)).contains("[0, 1, 4, 8, 9, 12]");
    }

    @Test
    void chunksRunAlongTheLongerSide() {
        // 2 x 4, columns first: 0 4 1 5 2 6 3 (7 is the blank)
        PatternPartition wide = PatternPartition.chunked(2, 4, 7, 3);
        assertThat(wide.patterns()).isDeepEqualTo(new int[][] {{0, 4, 1}, {5, 2, 6}, {3}});
        assertThat(wide.name()).isEqualTo("3-3-1");
        // 4 x 2, rows first: 1 2 3 4 5 6 7 (0 is the blank)
        PatternPartition tall = PatternPartition.chunked(4, 2, 0, 3);
        assertThat(tall.patterns()).isDeepEqualTo(new int[][] {{1, 2, 3}, {4, 5, 6}, {7}});
        // a square counts as wide: 0 3 6 1 4 7 2 5 (8 is the blank)
        assertThat(PatternPartition.chunked(3, 3, 8, 4).patterns())
                .isDeepEqualTo(new int[][] {{0, 3, 6, 1}, {4, 7, 2, 5}});
    }

    @Test
    void upToNineTilesOneExactTableBeyondChunksOfSixAndNothingPastSixteenCells() {
        PatternPartition exact = PatternPartition.standard(2, 5, 4);
        assertThat(exact.patterns()).hasNumberOfRows(1);
        assertThat(exact.patterns()[0]).containsExactly(0, 1, 2, 3, 5, 6, 7, 8, 9);
        assertThat(exact.name()).isEqualTo("exact 9");
        assertThat(PatternPartition.standard(3, 5, 14).name()).isEqualTo("6-6-2");
        assertThat(PatternPartition.standard(2, 8, 15).name()).isEqualTo("6-6-3");
        assertThatThrownBy(() -> PatternPartition.standard(3, 6, 17))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("3 x 6");
    }

    @Test
    void aTemplateMustFitTheShapeWithTheBlankFirst() {
        assertThatThrownBy(() -> PatternPartition.fromTemplate(2, 2, 3, ".AB"))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> PatternPartition.fromTemplate(2, 2, 3, "A./BB"))
                .isInstanceOf(IllegalArgumentException.class);
        PatternPartition partition = PatternPartition.fromTemplate(2, 2, 3, ".A/BB");
        // the half turn maps cell 0 onto 3: A (cell 1) onto 2, B (2 and 3) onto 1 and 0
        assertThat(partition.patterns()).isDeepEqualTo(new int[][] {{2}, {0, 1}});
        assertThat(partition.name()).isEqualTo("1-2");
    }

    @Test
    void thePatternsAreCopied() {
        int[][] patterns = {{0, 1}, {2}};
        PatternPartition partition = new PatternPartition(2, 2, 3, patterns, "2-1");
        patterns[0][0] = 3;
        assertThat(partition.patterns()[0]).containsExactly(0, 1);
    }

    @Test
    void theHeuristicIsNamedAfterTheSplitAndTheMirror() {
        assertThat(PatternPartition.standard(3, 3, 8).build().name()).isEqualTo("exact distance table");
        // a chunked split of every tile in one chunk is not the exact table by name; 2 x 2 is a square, blank on
        // its diagonal
        assertThat(PatternPartition.chunked(2, 2, 3, 3).build().name()).isEqualTo("pattern database 3 + mirror");
        assertThat(PatternPartition.chunked(3, 3, 8, 3).build().name()).isEqualTo("pattern database 3-3-2 + mirror");
        assertThat(PatternPartition.chunked(3, 3, 1, 3).build().name()).isEqualTo("pattern database 3-3-2");
        assertThat(PatternPartition.chunked(2, 3, 5, 3).build().mirrored()).isFalse();
        assertThat(Arrays.stream(PatternPartition.chunked(3, 3, 4, 3).patterns())
                        .mapToInt(p -> p.length)
                        .sum())
                .isEqualTo(8);
    }

    private static List<String> texts(PatternPartition partition) {
        return Arrays.stream(partition.patterns()).map(Arrays::toString).toList();
    }
}
