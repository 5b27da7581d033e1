package dev.fifteen.web.i18n;

import dev.fifteen.testing.infra.FifteenIntegrationTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.http.MediaType;
import org.springframework.test.web.servlet.MockMvc;
import org.springframework.test.web.servlet.request.MockHttpServletRequestBuilder;

import static dev.fifteen.testing.infra.ProblemDetails.problem;
import static org.hamcrest.Matchers.allOf;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.matchesPattern;
import static org.hamcrest.Matchers.not;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.get;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.post;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.header;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.jsonPath;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.status;

/**
 * {@code Accept-Language} chooses the language of the human sentences (English, Traditional or Simplified
 * Chinese), named in {@code Content-Language}; the machine members stay as they are.
 */
@FifteenIntegrationTest
class LanguagesTest {

    private static final String HAN = "(?s).*\\p{IsHan}.*";

    @Autowired
    private MockMvc mockMvc;

    /** Sam Loyd's 14-15: N = 1 on the bottom row, so N + r = 1 is odd and the goal's 0 even. */
    private static MockHttpServletRequestBuilder samLoyd(String acceptLanguage) {
        MockHttpServletRequestBuilder request =
                get("/solvability").param("board", "1,2,3,4/5,6,7,8/9,10,11,12/13,15,14,0");
        return acceptLanguage.isEmpty() ? request : request.header("Accept-Language", acceptLanguage);
    }

    @ParameterizedTest(name = "Accept-Language: \"{0}\" gives {1}")
    @CsvSource({
        "'', en, N = 1 inversion",
        "en-GB, en, N = 1 inversion",
        "fr-FR, en, N = 1 inversion",
        "'de, ja;q=0.5', en, N = 1 inversion",
        "'zh-TW', zh-Hant, 逆序數",
        "'zh-HK', zh-Hant, 逆序數",
        "'zh-Hant', zh-Hant, 逆序數",
        "'zh-Hant-CN', zh-Hant, 逆序數",
        "'zh-CN', zh-Hans, 逆序数",
        "'zh-SG', zh-Hans, 逆序数",
        "'zh', zh-Hans, 逆序数",
        "'zh-Hans-TW', zh-Hans, 逆序数",
        "'fr, zh-TW;q=0.8, en;q=0.5', zh-Hant, 逆序數",
        "'en;q=0.9, zh-CN', zh-Hans, 逆序数",
        "'zh-TW;q=0, en', en, N = 1 inversion",
        "'not a language!!', en, N = 1 inversion"
    })
    void theExplanationIsInTheChosenLanguage(String acceptLanguage, String contentLanguage, String word)
            throws Exception {
        mockMvc.perform(samLoyd(acceptLanguage))
                .andExpect(status().isOk())
                .andExpect(header().string("Content-Language", contentLanguage))
                .andExpect(jsonPath("$.rule").value("even-width"))
                .andExpect(jsonPath("$.board.inversions").value(1))
                .andExpect(jsonPath("$.explanation").value(allOf(containsString(word), containsString("N + r = 1"))))
                .andExpect(jsonPath("$.explanation")
                        .value(contentLanguage.equals("en") ? not(matchesPattern(HAN)) : matchesPattern(HAN)));
    }

    @ParameterizedTest
    @CsvSource({"zh-TW, 盤面無法到達目標, 不等價", "zh-CN, 盘面无法到达目标, 不等价"})
    void aProblemInChineseKeepsItsTypeAndStatus(String acceptLanguage, String title, String notEquivalent)
            throws Exception {
        mockMvc.perform(post("/solve")
                        .header("Accept-Language", acceptLanguage)
                        .contentType(MediaType.APPLICATION_JSON)
                        .content("{\"board\": [[1,2,3],[4,5,6],[8,7,0]]}"))
                .andExpect(problem(422, "not-solvable"))
                .andExpect(header().string("Content-Language", acceptLanguage.equals("zh-TW") ? "zh-Hant" : "zh-Hans"))
                .andExpect(jsonPath("$.title").value(title))
                .andExpect(jsonPath("$.detail").value(allOf(containsString(notEquivalent), containsString("N = 1"))))
                .andExpect(jsonPath("$.rule").value("odd-width"))
                .andExpect(jsonPath("$.board.inversions").value(1));
    }

    @Test
    void aFrameworkProblemGetsItsTitleTranslated() throws Exception {
        mockMvc.perform(get("/solvability").header("Accept-Language", "zh-CN"))
                .andExpect(problem(400, "missing-parameter"))
                .andExpect(jsonPath("$.title").value("缺少参数"))
                .andExpect(jsonPath("$.detail").value("查询参数“board”是必填的"))
                .andExpect(jsonPath("$.parameter").value("board"));
    }

    @Test
    void aFrameworkProblemInEnglishIsUnchanged() throws Exception {
        mockMvc.perform(get("/solvability"))
                .andExpect(problem(400, "missing-parameter"))
                .andExpect(jsonPath("$.title").value("Missing parameter"))
                .andExpect(jsonPath("$.detail").value("the query parameter 'board' is required"));
    }

    @Test
    void aBoardProblemGetsItsTitleTranslated() throws Exception {
        mockMvc.perform(get("/solvability").header("Accept-Language", "zh-TW").param("board", "1,1,2/3,4,5/6,7,0"))
                .andExpect(problem(400, "duplicate-tile"))
                .andExpect(jsonPath("$.title").value("方塊重複"));
    }

    @Test
    void englishProblemsAreUnchanged() throws Exception {
        mockMvc.perform(get("/solvability").param("board", "1,1,2/3,4,5/6,7,0"))
                .andExpect(problem(400, "duplicate-tile"))
                .andExpect(header().string("Content-Language", "en"))
                .andExpect(jsonPath("$.title").value("Duplicated tile"));
    }

    @ParameterizedTest
    @CsvSource({
        "zh-TW, 5, 4, '最少滑動次數 S(5,4) = 6*5 + 2*4 - 13 = 25'",
        "zh-CN, 4, 4, '最少滑动次数 S(4,4) = 8*4 - 11 = 21'",
        "zh-TW, 1, 5, '這個遊戲無法完成：在只有一排 5 格的棋盤上，棋子無法互相越過，紅色棋子永遠到不了另一端'",
        "en, 5, 4, 'S(5,4) = 6*5 + 2*4 - 13 = 25'",
        "en, 1, 1, The game cannot be finished: a single cell holds no red counter and space together"
    })
    void theSlidingGameIsExplainedInTheChosenLanguage(String acceptLanguage, int rows, int cols, String explanation)
            throws Exception {
        mockMvc.perform(get("/sliding-game/moves")
                        .header("Accept-Language", acceptLanguage)
                        .param("rows", Integer.toString(rows))
                        .param("cols", Integer.toString(cols)))
                .andExpect(status().isOk())
                .andExpect(jsonPath("$.explanation").value(explanation));
    }
}
