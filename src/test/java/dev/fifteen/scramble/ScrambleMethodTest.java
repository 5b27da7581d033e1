package dev.fifteen.scramble;

import dev.fifteen.problem.ProblemException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class ScrambleMethodTest {

    @Test
    void theWireNamesAreTheLowerCaseNames() {
        assertThat(ScrambleMethod.WALK.wireName()).isEqualTo("walk");
        assertThat(ScrambleMethod.UNIFORM.wireName()).isEqualTo("uniform");
        assertThat(ScrambleMethod.DISTANCE.wireName()).isEqualTo("distance");
    }

    @Test
    void everyMethodIsFoundByItsWireName() {
        for (ScrambleMethod method : ScrambleMethod.values()) {
            assertThat(ScrambleMethod.ofWireName(method.wireName())).isSameAs(method);
        }
    }

    @Test
    void theCaseAndSurroundingSpacesDoNotMatter() {
        assertThat(ScrambleMethod.ofWireName("WALK")).isSameAs(ScrambleMethod.WALK);
        assertThat(ScrambleMethod.ofWireName(" Uniform\t")).isSameAs(ScrambleMethod.UNIFORM);
        assertThat(ScrambleMethod.ofWireName("  disTance ")).isSameAs(ScrambleMethod.DISTANCE);
    }

    @ParameterizedTest(name = "''{0}''")
    @ValueSource(strings = {"", "   ", "walks", "wa lk", "random", "uniform-walk"})
    void anUnknownNameIsRefusedNamingTheMethodsThereAre(String name) {
        assertThatThrownBy(() -> ScrambleMethod.ofWireName(name)).isInstanceOfSatisfying(ScrambleException.class, e -> {
            assertThat(e.type()).isEqualTo("unknown-scramble-method");
            assertThat(e.title()).isEqualTo("Unknown scramble method");
            assertThat(e.category()).isEqualTo(ProblemException.Category.INVALID_INPUT);
            assertThat(e.properties()).containsEntry("field", "method");
            assertThat(e.detail())
                    .startsWith("method: '" + name + "' is not a scramble method")
                    .endsWith("use one of walk, uniform, distance");
        });
    }

    @Test
    void aMissingNameIsRefusedLikeAnUnknownOne() {
        assertThatThrownBy(() -> ScrambleMethod.ofWireName(null)).isInstanceOfSatisfying(ScrambleException.class, e -> {
            assertThat(e.type()).isEqualTo("unknown-scramble-method");
            assertThat(e.detail()).contains("walk, uniform, distance");
        });
    }
}
