package dev.fifteen.scramble;

import dev.fifteen.problem.ProblemException;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/** Every scramble problem is the client's to fix, and its detail names the field and what is wrong with it. */
class ScrambleExceptionTest {

    @Test
    void anUnknownMethodNamesTheMethodGivenAndTheKnownOnes() {
        ScrambleException e = ScrambleException.unknownMethod("shuffle", "walk, uniform");
        assertThat(e.category()).isEqualTo(ProblemException.Category.INVALID_INPUT);
        assertThat(e.type()).isEqualTo("unknown-scramble-method");
        assertThat(e.title()).isEqualTo("Unknown scramble method");
        assertThat(e.detail()).isEqualTo("method: 'shuffle' is not a scramble method; use one of walk, uniform");
        assertThat(e.properties()).containsExactly(java.util.Map.entry("field", "method"));
    }

    @Test
    void aMissingDistanceNamesTheDistanceField() {
        ScrambleException e = ScrambleException.distanceRequired();
        assertThat(e.category()).isEqualTo(ProblemException.Category.INVALID_INPUT);
        assertThat(e.type()).isEqualTo("distance-required");
        assertThat(e.title()).isEqualTo("Distance required");
        assertThat(e.detail()).startsWith("distance: ").contains("distance method", "optimal distance");
        assertThat(e.properties()).containsExactly(java.util.Map.entry("field", "distance"));
    }

    @Test
    void aShapeTooLargeNamesItsCellsAndTheLimit() {
        ScrambleException e = ScrambleException.shapeTooLargeForDistance(100_000, 100_000);
        assertThat(e.category()).isEqualTo(ProblemException.Category.INVALID_INPUT);
        assertThat(e.type()).isEqualTo("distance-shape-too-large");
        assertThat(e.detail())
                .contains("a 100000 x 100000 board has 10000000000 cells", "at most 10 cells", "walk or uniform");
        assertThat(e.properties()).containsEntry("field", "distance").containsEntry("maxCells", 10);
    }

    @Test
    void aNegativeDistanceIsCalledNegative() {
        ScrambleException e = ScrambleException.distanceOutOfRange(-1, 31, 3, 3);
        assertThat(e.category()).isEqualTo(ProblemException.Category.INVALID_INPUT);
        assertThat(e.type()).isEqualTo("distance-out-of-range");
        assertThat(e.detail()).isEqualTo("distance: -1 is negative; an optimal distance is 0 or more");
        assertThat(e.properties()).containsEntry("field", "distance").containsEntry("maxDistance", 31);
    }

    @Test
    void aDistanceOfZeroOrMoreBeyondTheFarthestBoardsNamesTheFarthest() {
        ScrambleException beyond = ScrambleException.distanceOutOfRange(32, 31, 3, 3);
        assertThat(beyond.detail())
                .isEqualTo("distance: no 3 x 3 board is 32 slides from this goal; the farthest"
                        + " boards are 31 slides away");
        // the wording follows the sign of the distance alone: 0 is not negative, whatever the maximum
        ScrambleException zero = ScrambleException.distanceOutOfRange(0, -1, 2, 2);
        assertThat(zero.detail()).doesNotContain("negative").contains("no 2 x 2 board is 0 slides");
        assertThat(zero.properties()).containsEntry("maxDistance", -1);
    }
}
