package dev.fifteen.web.i18n;

import dev.fifteen.parity.SolvabilityCheck;
import dev.fifteen.parity.Verdict;
import dev.fifteen.puzzle.Board;
import dev.fifteen.testing.oracle.RandomBoards;
import dev.fifteen.web.ParityExplanation;
import dev.fifteen.web.ServiceText;
import dev.fifteen.web.language.ServiceLocaleResolver;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.springframework.context.i18n.LocaleContextHolder;
import org.springframework.context.support.ResourceBundleMessageSource;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.random.RandomGenerator;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The parity sentence worded from the bundles: in English word for word the domain's own explanation, over every
 * board of the small shapes and random larger ones, single lines included; in Chinese with the verdict's numbers.
 */
class ParityExplanationTest {

    private static final SolvabilityCheck CHECK = new SolvabilityCheck();

    private final ServiceText text = new ServiceText(bundles());

    @AfterEach
    void resetLocale() {
        LocaleContextHolder.resetLocaleContext();
    }

    @Test
    void englishIsTheDomainsSentenceForEveryKindOfBoard() {
        LocaleContextHolder.setLocale(ServiceLocaleResolver.ENGLISH);
        List<Board> boards = new ArrayList<>();
        boards.addAll(RandomBoards.all(2, 2));
        boards.addAll(RandomBoards.all(2, 3));
        boards.addAll(RandomBoards.all(1, 4));
        boards.addAll(RandomBoards.all(3, 1));
        RandomGenerator random = RandomBoards.seeded(35);
        for (int i = 0; i < 300; i++) {
            boards.add(RandomBoards.any(2 + random.nextInt(5), 2 + random.nextInt(5), random));
        }
        for (Board board : boards) {
            Verdict verdict = CHECK.check(board);
            assertThat(ParityExplanation.of(verdict, text)).as(board.toString()).isEqualTo(verdict.explanation());
        }
    }

    @ParameterizedTest
    @CsvSource({"zh-Hant, 逆序數, 不等價", "zh-Hans, 逆序数, 不等价"})
    void chineseCarriesTheNumbers(String tag, String inversionNumber, String notEquivalent) {
        LocaleContextHolder.setLocale(Locale.forLanguageTag(tag));
        // Sam Loyd's 14-15: N = 1, blank on the bottom row, N + r = 1 odd; the goal's 0 even
        Verdict verdict = CHECK.check(Board.parse("1,2,3,4/5,6,7,8/9,10,11,12/13,15,14,0"));

        assertThat(ParityExplanation.of(verdict, text))
                .contains(inversionNumber, "N = 1", "r = 0", "N + r = 1", "N + r = 0 + 0 = 0", notEquivalent);
    }

    @Test
    void aSingleLineInChineseNamesTheFirstTileOutOfOrder() {
        LocaleContextHolder.setLocale(ServiceLocaleResolver.TRADITIONAL_CHINESE);
        Verdict verdict = CHECK.check(Board.parse("2,1,0"));

        assertThat(ParityExplanation.of(verdict, text)).contains("第 1 個方塊在盤面上是 2，在目標中卻是 1");
    }

    static ResourceBundleMessageSource bundles() {
        ResourceBundleMessageSource source = new ResourceBundleMessageSource();
        source.setBasename("messages");
        source.setDefaultEncoding("UTF-8");
        source.setFallbackToSystemLocale(false);
        source.setAlwaysUseMessageFormat(true);
        return source;
    }
}
