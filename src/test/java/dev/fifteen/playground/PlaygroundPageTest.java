package dev.fifteen.playground;

import dev.fifteen.testing.infra.FifteenIntegrationTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.test.web.servlet.MockMvc;

import static org.hamcrest.Matchers.containsString;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.get;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.content;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.forwardedUrl;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.status;

/**
 * The playground's files are in the jar and served from the root, whether or not a browser is at hand to
 * run the {@link PlaygroundBrowserTest}.
 */
@FifteenIntegrationTest
class PlaygroundPageTest {

    @Autowired
    private MockMvc mockMvc;

    @Test
    void theRootServesThePlayground() throws Exception {
        mockMvc.perform(get("/")).andExpect(status().isOk()).andExpect(forwardedUrl("index.html"));
        mockMvc.perform(get("/index.html"))
                .andExpect(status().isOk())
                .andExpect(content().string(containsString("<title>Fifteen playground</title>")))
                .andExpect(content().string(containsString("<script type=\"module\" src=\"js/main.js\">")));
    }

    @ParameterizedTest(name = "{0} is served as {1}")
    @CsvSource({
        "/js/main.js, text/javascript",
        "/js/board.js, text/javascript",
        "/js/i18n/zh-Hant.js, text/javascript",
        "/css/playground.css, text/css",
        "/favicon.svg, image/svg+xml",
    })
    void itsFilesAreServedWithTheirTypes(String path, String mediaType) throws Exception {
        mockMvc.perform(get(path))
                .andExpect(status().isOk())
                .andExpect(content().contentTypeCompatibleWith(mediaType));
    }
}
