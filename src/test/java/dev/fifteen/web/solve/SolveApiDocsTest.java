package dev.fifteen.web.solve;

import dev.fifteen.search.Strategy;
import org.junit.jupiter.api.Test;

import java.util.Arrays;
import java.util.Locale;
import java.util.regex.Pattern;

import static org.assertj.core.api.Assertions.assertThat;

/** The strategy names the contract accepts are exactly the domain's, in either case, and nothing else. */
class SolveApiDocsTest {

    private static final Pattern STRATEGY = Pattern.compile(SolveApiDocs.STRATEGY_PATTERN);

    @Test
    void thePatternTakesEveryStrategyInEitherCase() {
        for (Strategy strategy : Strategy.values()) {
            assertThat(STRATEGY.matcher(strategy.wireName()).matches())
                    .as(strategy.wireName())
                    .isTrue();
            assertThat(STRATEGY.matcher(strategy.wireName().toUpperCase(Locale.ROOT))
                            .matches())
                    .isTrue();
            assertThat(SolveApiDocs.STRATEGY_MESSAGE).contains(strategy.wireName());
            assertThat(SolveApiDocs.STRATEGY).contains("`" + strategy.wireName() + "`");
        }
    }

    @Test
    void thePatternTakesNothingElse() {
        String all = String.join(
                "", Arrays.stream(Strategy.values()).map(Strategy::wireName).toList());
        for (String other : new String[] {"", "best", "auto ", " fast", "optimalfast", all, "auto|fast"}) {
            assertThat(STRATEGY.matcher(other).matches()).as("'" + other + "'").isFalse();
        }
    }

    @Test
    void aMissingStrategyIsAuto() {
        assertThat(SolveService.strategyOf(null)).isEqualTo(Strategy.AUTO);
        assertThat(SolveService.strategyOf("OPTIMAL")).isEqualTo(Strategy.OPTIMAL);
    }
}
