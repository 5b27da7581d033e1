package dev.fifteen.search;

import dev.fifteen.parity.SolvabilityCheck;
import dev.fifteen.parity.Verdict;
import dev.fifteen.problem.ProblemException.Category;
import dev.fifteen.puzzle.Board;
import org.junit.jupiter.api.Test;

import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.entry;

/** The search's problems carry the figures a client needs, under stable names; the strategies parse by wire name. */
class SearchProblemsTest {

    @Test
    void aTimeoutCarriesItsProvenBound() {
        SearchTimeoutException timeout = new SearchTimeoutException(41, 12345, 1001, 1000, "manhattan distance");
        assertThat(timeout.category()).isEqualTo(Category.DEADLINE_EXCEEDED);
        assertThat(timeout.type()).isEqualTo("solve-timeout");
        assertThat(timeout.lowerBound()).isEqualTo(41);
        assertThat(timeout.nodesExpanded()).isEqualTo(12345);
        assertThat(timeout.detail())
                .contains("1000 ms")
                .contains("at least 41 moves")
                .contains("manhattan distance");
        assertThat(timeout.properties())
                .containsExactly(
                        entry("lowerBound", 41),
                        entry("heuristic", "manhattan distance"),
                        entry("nodesExpanded", 12345L),
                        entry("elapsedMs", 1001L),
                        entry("timeoutMs", 1000L));
    }

    @Test
    void aCancellationCarriesItsProvenBound() {
        SearchCancelledException cancelled = new SearchCancelledException(30, 77, 250);
        assertThat(cancelled.type()).isEqualTo("solve-cancelled");
        assertThat(cancelled.category()).isEqualTo(Category.DEADLINE_EXCEEDED);
        assertThat(cancelled.detail()).contains("250 ms").contains("at least 30 moves");
        assertThat(cancelled.properties())
                .containsExactly(entry("lowerBound", 30), entry("nodesExpanded", 77L), entry("elapsedMs", 250L));
    }

    @Test
    void aBusyPoolSaysWhenToRetry() {
        SolverBusyException busy = new SolverBusyException(4, 500, 2);
        assertThat(busy.category()).isEqualTo(Category.UNAVAILABLE);
        assertThat(busy.type()).isEqualTo("solver-busy");
        assertThat(busy.detail())
                .contains("all 4 solve slots")
                .contains("500 ms")
                .contains("retry in 2 s");
        assertThat(busy.properties()).containsExactly(entry("poolSize", 4), entry("retryAfterSeconds", 2));
    }

    @Test
    void anUnavailableStrategyNamesTheShape() {
        StrategyUnavailableException unavailable = new StrategyUnavailableException(Strategy.OPTIMAL, 7, 9, "too big");
        assertThat(unavailable.category()).isEqualTo(Category.UNPROCESSABLE);
        assertThat(unavailable.type()).isEqualTo("strategy-unavailable");
        assertThat(unavailable.detail()).isEqualTo("strategy optimal cannot solve a 7 x 9 board: too big");
        assertThat(unavailable.properties())
                .containsExactly(entry("strategy", "optimal"), entry("rows", 7), entry("columns", 9));
    }

    @Test
    void anUnsolvableBoardCarriesBothInvariantsAndTheSwap() {
        // 2 and 1 exchanged on the 3 x 3 goal: one inversion against none, so exchanging them back fixes it
        Verdict verdict = new SolvabilityCheck().check(Board.parse("2,1,3/4,5,6/7,8,0"));
        NotSolvableException problem = new NotSolvableException(verdict);
        assertThat(problem.category()).isEqualTo(Category.UNPROCESSABLE);
        assertThat(problem.type()).isEqualTo("not-solvable");
        assertThat(problem.detail()).isEqualTo(verdict.explanation());
        Map<String, Object> properties = problem.properties();
        assertThat(properties).containsOnlyKeys("rule", "board", "goal", "swap");
        assertThat(properties.get("rule"))
                .isEqualTo(verdict.rule().name().toLowerCase().replace('_', '-'));
        assertThat(properties.get("rule").toString()).doesNotContain("_");
        @SuppressWarnings("unchecked")
        Map<String, Object> board = (Map<String, Object>) properties.get("board");
        assertThat(board)
                .containsEntry("inversions", 1L)
                .containsEntry("blankRow", 2)
                .containsEntry("blankColumn", 2)
                .containsEntry("blankRowFromBottom", 0)
                .containsKey("parity");
        @SuppressWarnings("unchecked")
        Map<String, Object> goal = (Map<String, Object>) properties.get("goal");
        assertThat(goal).containsEntry("inversions", 0L);
        assertThat(properties.get("swap"))
                .isEqualTo(Map.of(
                        "first",
                        verdict.swap().first(),
                        "second",
                        verdict.swap().second()));
        assertThat(Map.of(verdict.swap().first(), 0, verdict.swap().second(), 0))
                .containsOnlyKeys(1, 2);
    }

    @Test
    void aSingleLineWithNoHelpingSwapHasNone() {
        // on one row the tiles keep their order: 3,1,2 against 1,2,3 needs two exchanges, so no single swap helps
        Verdict verdict = new SolvabilityCheck().check(Board.parse("3,1,2,0"), Board.parse("1,2,3,0"));
        assertThat(verdict.solvable()).isFalse();
        assertThat(verdict.swap()).isNull();
        assertThat(new NotSolvableException(verdict).properties()).doesNotContainKey("swap");
    }

    @Test
    void strategiesGoByTheirWireNames() {
        assertThat(Strategy.AUTO.wireName()).isEqualTo("auto");
        assertThat(Strategy.ofWireName(" FAST ")).isEqualTo(Strategy.FAST);
        assertThat(Strategy.ofWireName("Optimal")).isEqualTo(Strategy.OPTIMAL);
        assertThat(Strategy.ofWireName("auto")).isEqualTo(Strategy.AUTO);
        assertThatThrownBy(() -> Strategy.ofWireName("quick"))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("'quick'");
    }
}
