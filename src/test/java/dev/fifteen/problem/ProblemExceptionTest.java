package dev.fifteen.problem;

import org.junit.jupiter.api.Test;

import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.entry;

class ProblemExceptionTest {

    @Test
    void membersKeepTheOrderGivenAndAllowAnAbsentValue() {
        Map<String, Object> members = ProblemException.members("lowerBound", 41, "heuristic", null, "nodes", 7L);
        assertThat(members).containsExactly(entry("lowerBound", 41), entry("heuristic", null), entry("nodes", 7L));
        ProblemException problem =
                new ProblemException(ProblemException.Category.UNAVAILABLE, "busy", "Busy", "busy now", members);
        assertThat(problem.properties().keySet()).containsExactly("lowerBound", "heuristic", "nodes");
    }

    @Test
    void aNameWithoutItsValueIsAMistake() {
        assertThatThrownBy(() -> ProblemException.members("lowerBound", 41, "heuristic"))
                .isInstanceOf(IllegalArgumentException.class);
    }
}
