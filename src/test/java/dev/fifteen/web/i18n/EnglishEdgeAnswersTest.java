package dev.fifteen.web.i18n;

import dev.fifteen.testing.infra.FifteenIntegrationTest;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.test.web.servlet.MockMvc;

import static org.hamcrest.Matchers.startsWith;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.get;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.header;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.jsonPath;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.status;

/**
 * A refusal written before Spring MVC, whose sentences stay English, says {@code Content-Language: en} whatever
 * language the request asks for.
 */
@FifteenIntegrationTest
class EnglishEdgeAnswersTest {

    @Autowired
    private MockMvc mockMvc;

    @ParameterizedTest
    @ValueSource(strings = {"zh-TW", "zh-CN", "en"})
    void aMalformedQueryIsRefusedInEnglishAndSaysSo(String language) throws Exception {
        mockMvc.perform(get("/solvability").header("Accept-Language", language).with(request -> {
                    request.setQueryString("board=1,2/3,%zz");
                    return request;
                }))
                .andExpect(status().isBadRequest())
                .andExpect(jsonPath("$.type").value("urn:problem-type:malformed-query"))
                .andExpect(jsonPath("$.detail").value(startsWith("The query string is not percent-encoded UTF-8")))
                .andExpect(header().string("Content-Language", "en"));
    }
}
