package dev.fifteen.puzzle;

import dev.fifteen.problem.ProblemException;
import org.junit.jupiter.api.Test;

import java.util.Random;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class MoveNotationTest {

    @Test
    void expandsBothForms() {
        assertThat(MoveNotation.expand("RRRDDL", 100)).isEqualTo("RRRDDL");
        assertThat(MoveNotation.expand("R3 D2 L", 100)).isEqualTo("RRRDDL");
        assertThat(MoveNotation.expand("r3d2l", 100)).isEqualTo("RRRDDL");
        assertThat(MoveNotation.expand(" U, D1 ,L12", 100)).isEqualTo("UD" + "L".repeat(12));
        assertThat(MoveNotation.expand("", 100)).isEmpty();
    }

    @Test
    void roundTripsRandomSequences() {
        Random random = new Random(7);
        String letters = "UDLR";
        for (int trial = 0; trial < 2_000; trial++) {
            StringBuilder slides = new StringBuilder();
            int length = random.nextInt(40);
            for (int i = 0; i < length; i++) {
                slides.append(letters.charAt(random.nextInt(4)));
            }
            String multi = MoveNotation.multiTile(slides);
            assertThat(MoveNotation.expand(multi, 1_000)).isEqualTo(slides.toString());
            int runs = 0;
            for (int i = 0; i < slides.length(); i++) {
                runs += i == 0 || slides.charAt(i) != slides.charAt(i - 1) ? 1 : 0;
            }
            assertThat(MoveNotation.multiTileLength(slides)).isEqualTo(runs);
            assertThat(multi.isEmpty() ? 0 : multi.split(" ").length).isEqualTo(runs);
        }
    }

    @Test
    void namesTheOffendingCharacter() {
        assertThatThrownBy(() -> MoveNotation.expand("RRX", 100)).isInstanceOfSatisfying(ProblemException.class, e -> {
            assertThat(e.type()).isEqualTo("malformed-moves");
            assertThat(e.properties()).containsEntry("index", 2).containsEntry("character", "X");
        });
        assertThatThrownBy(() -> MoveNotation.expand("R0", 100))
                .isInstanceOfSatisfying(
                        ProblemException.class, e -> assertThat(e.properties()).containsEntry("index", 1));
        assertThatThrownBy(() -> MoveNotation.expand("3R", 100))
                .isInstanceOfSatisfying(
                        ProblemException.class, e -> assertThat(e.properties()).containsEntry("index", 0));
    }

    @Test
    void refusesSequencesPastTheLimitBeforeBuildingThem() {
        assertThatThrownBy(() -> MoveNotation.expand("R99999999999999999999", 1_000))
                .isInstanceOfSatisfying(
                        ProblemException.class, e -> assertThat(e.type()).isEqualTo("too-many-moves"));
        assertThat(MoveNotation.expand("R1000", 1_000)).hasSize(1_000);
    }
}
