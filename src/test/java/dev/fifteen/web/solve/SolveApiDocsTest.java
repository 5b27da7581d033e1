package dev.fifteen.web.solve;

import dev.fifteen.search.Metric;
import dev.fifteen.search.Strategy;
import org.junit.jupiter.api.Test;

import java.time.Duration;
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
            assertThat(STRATEGY.matcher(mixedCase(strategy.wireName())).matches())
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
    void theMetricPatternTakesBothMetricsInAnyCaseAndNothingElse() {
        Pattern metric = Pattern.compile(SolveApiDocs.METRIC_PATTERN);
        for (String name : new String[] {"single", "multi", "SINGLE", "Multi", mixedCase("single")}) {
            assertThat(metric.matcher(name).matches()).as(name).isTrue();
        }
        for (String other : new String[] {"", "singlemulti", "single ", "multi|single", "double"}) {
            assertThat(metric.matcher(other).matches()).as("'" + other + "'").isFalse();
        }
    }

    /** The name with every other letter in upper case, a spelling that no fixed list of two cases covers. */
    private static String mixedCase(String name) {
        StringBuilder mixed = new StringBuilder(name.length());
        for (int i = 0; i < name.length(); i++) {
            char letter = name.charAt(i);
            mixed.append(i % 2 == 0 ? Character.toUpperCase(letter) : letter);
        }
        return mixed.toString();
    }

    @Test
    void aMissingStrategyIsAutoAMissingMetricSingleAndAMissingTimeoutTheDefault() {
        SolveAsk.How absent = SolveAsk.How.of(null, null, null);
        assertThat(absent.strategy()).isEqualTo(Strategy.AUTO);
        assertThat(absent.metric()).isEqualTo(Metric.SINGLE);
        assertThat(absent.timeout()).isNull();
        SolveAsk.How given = SolveAsk.How.of("OPTIMAL", "multi", 1500L);
        assertThat(given.strategy()).isEqualTo(Strategy.OPTIMAL);
        assertThat(given.metric()).isEqualTo(Metric.MULTI);
        assertThat(given.timeout()).isEqualTo(Duration.ofMillis(1500));
    }
}
