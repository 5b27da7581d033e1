package dev.fifteen.web.i18n;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.fifteen.testing.infra.FifteenIntegrationTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.test.web.servlet.MockMvc;
import org.springframework.test.web.servlet.MvcResult;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.assertj.core.api.Assertions.assertThat;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.get;

/**
 * The board input violations' details in each language: the Chinese ones are Chinese text naming the same numbers
 * as the English one, under the same type and status; the English one is the domain's sentence, word for word.
 */
@FifteenIntegrationTest
class TranslatedDetailsTest {

    private static final Pattern HAN = Pattern.compile("\\p{IsHan}");
    private static final Pattern NUMBER = Pattern.compile("\\d+");

    @Autowired
    private MockMvc mockMvc;

    private final ObjectMapper json = new ObjectMapper();

    @ParameterizedTest(name = "{0}")
    @CsvSource(
            delimiter = '|',
            value = {
                "1,2,3/4,5,6/7,9,0|tile-out-of-range|tile 9 at row 2, column 1 is out of range: a 3 x 3 board holds"
                        + " the tiles 1..8 and one 0 for the blank",
                "1,2,3/4,5,6/7,8,1|no-blank|the board has no blank: exactly one cell must be 0, and the tiles"
                        + " are 1..8",
                "1,5,3/5,2,6/7,8,0|duplicate-tile|tile 5 appears twice, at row 0, column 1 and at row 1, column 0;"
                        + " missing: 4",
                "0,2,3/4,0,6/7,8,1|multiple-blanks|there is a blank (0) at row 0, column 0 and another at row 1,"
                        + " column 1; a board has exactly one",
                "1,2,3/4,5/6,7,0|ragged-rows|row 1 has 2 tiles but row 0 has 3; every row must have the same length"
            })
    void theDetailIsInTheRequestsLanguage(String board, String slug, String english) throws Exception {
        JsonNode inEnglish = refusal(board, "en");
        assertThat(inEnglish.path("type").asText()).isEqualTo("urn:problem-type:" + slug);
        assertThat(inEnglish.path("detail").asText()).endsWith(english);
        for (String language : List.of("zh-TW", "zh-CN")) {
            JsonNode translated = refusal(board, language);
            String detail = translated.path("detail").asText();
            assertThat(HAN.matcher(detail).find()).as(language + ": " + detail).isTrue();
            assertThat(detail).doesNotContain("row", "tile");
            assertThat(translated.path("type")).isEqualTo(inEnglish.path("type"));
            assertThat(translated.path("status")).isEqualTo(inEnglish.path("status"));
            assertThat(numbers(detail))
                    .as(language + ": " + detail)
                    .containsExactlyInAnyOrderElementsOf(
                            numbers(inEnglish.path("detail").asText()));
        }
    }

    @Test
    void aBoardOverTheLimitIsRefusedInTheRequestsLanguage() throws Exception {
        String board = "0,".repeat(1_000_001);
        JsonNode inEnglish = refusal(board, "en");
        assertThat(inEnglish.path("type").asText()).isEqualTo("urn:problem-type:board-too-large");
        assertThat(inEnglish.path("detail").asText())
                .isEqualTo("board: the board has 1000001 cells, more than the limit of 1000000"
                        + " (fifteen.board.max-cells)");
        for (String language : List.of("zh-TW", "zh-CN")) {
            JsonNode translated = refusal(board, language);
            String detail = translated.path("detail").asText();
            assertThat(HAN.matcher(detail).find()).as(language + ": " + detail).isTrue();
            assertThat(translated.path("type")).isEqualTo(inEnglish.path("type"));
            assertThat(translated.path("limit")).isEqualTo(inEnglish.path("limit"));
            assertThat(numbers(detail))
                    .containsExactlyElementsOf(numbers(inEnglish.path("detail").asText()));
        }
    }

    @ParameterizedTest(name = "primeLimit=\"{0}\"")
    @CsvSource({
        "abc, '''primeLimit'' must be a whole number from -9223372036854775808 to 9223372036854775807, not ''abc'''",
        "' ', '''primeLimit'' is empty: it must be a whole number from -9223372036854775808 to 9223372036854775807,"
                + " or be left out'"
    })
    void aParameterOfTheWrongTypeIsRefusedInTheRequestsLanguage(String value, String english) throws Exception {
        JsonNode inEnglish = parameterRefusal(value, "en");
        assertThat(inEnglish.path("type").asText()).isEqualTo("urn:problem-type:invalid-parameter");
        assertThat(inEnglish.path("detail").asText()).isEqualTo(english);
        for (String language : List.of("zh-TW", "zh-CN")) {
            JsonNode translated = parameterRefusal(value, language);
            String detail = translated.path("detail").asText();
            assertThat(HAN.matcher(detail).find()).as(language + ": " + detail).isTrue();
            assertThat(detail).contains("primeLimit").doesNotContain("whole number");
            assertThat(translated.path("type")).isEqualTo(inEnglish.path("type"));
            assertThat(translated.path("parameter")).isEqualTo(inEnglish.path("parameter"));
            assertThat(numbers(detail))
                    .containsExactlyElementsOf(numbers(inEnglish.path("detail").asText()));
        }
    }

    private JsonNode parameterRefusal(String value, String language) throws Exception {
        MvcResult result = mockMvc.perform(
                        get("/sliding-game/count").param("primeLimit", value).header("Accept-Language", language))
                .andReturn();
        assertThat(result.getResponse().getStatus()).isEqualTo(400);
        return json.readTree(result.getResponse().getContentAsByteArray());
    }

    private JsonNode refusal(String board, String language) throws Exception {
        MvcResult result = mockMvc.perform(
                        get("/solvability").param("board", board).header("Accept-Language", language))
                .andReturn();
        assertThat(result.getResponse().getStatus()).isEqualTo(400);
        return json.readTree(result.getResponse().getContentAsByteArray());
    }

    private static List<String> numbers(String text) {
        List<String> numbers = new ArrayList<>();
        Matcher matcher = NUMBER.matcher(text);
        while (matcher.find()) {
            numbers.add(matcher.group());
        }
        return numbers;
    }
}
