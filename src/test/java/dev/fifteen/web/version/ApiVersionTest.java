package dev.fifteen.web.version;

import dev.fifteen.testing.infra.FifteenIntegrationTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.http.MediaType;
import org.springframework.test.web.servlet.MockMvc;

import static dev.fifteen.testing.infra.ProblemDetails.problem;
import static org.hamcrest.Matchers.containsString;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.get;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.post;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.header;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.jsonPath;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.status;

/**
 * The {@code API-Version} header: absent or 1 is answered as today, with the version echoed; any other value is a
 * 400 Problem Details answer that names the header and the supported versions, echoed by version 1 too.
 */
@FifteenIntegrationTest
class ApiVersionTest {

    @Autowired
    private MockMvc mockMvc;

    @Test
    void noVersionIsVersionOne() throws Exception {
        mockMvc.perform(get("/solvability").param("board", "1,2,3/4,5,6/7,8,0"))
                .andExpect(status().isOk())
                .andExpect(header().string("API-Version", "1"))
                .andExpect(jsonPath("$.solvable").value(true));
    }

    @ParameterizedTest
    @ValueSource(strings = {"1", "1.0", " 1"})
    void versionOneIsAnswered(String version) throws Exception {
        mockMvc.perform(post("/solvability")
                        .header("API-Version", version)
                        .contentType(MediaType.APPLICATION_JSON)
                        .content("{\"board\": [[1,2],[0,3]]}"))
                .andExpect(status().isOk())
                .andExpect(header().string("API-Version", "1"))
                .andExpect(jsonPath("$.solvable").value(true));
    }

    @ParameterizedTest
    @ValueSource(strings = {"2", "0", "1.1", "v2", "abc", "1.x"})
    void anotherVersionIsRefusedNamingTheHeader(String version) throws Exception {
        mockMvc.perform(get("/solvability").header("API-Version", version).param("board", "1,2,3/4,5,6/7,8,0"))
                .andExpect(problem(400, "unsupported-api-version"))
                .andExpect(header().string("API-Version", "1"))
                .andExpect(jsonPath("$.title").value("Unsupported API version"))
                .andExpect(jsonPath("$.detail").value(containsString("API-Version")))
                .andExpect(jsonPath("$.detail").value(containsString("(1)")))
                .andExpect(jsonPath("$.detail").value(containsString("'" + version.trim() + "'")))
                .andExpect(jsonPath("$.header").value("API-Version"))
                .andExpect(jsonPath("$.supportedVersions[0]").value("1"))
                .andExpect(jsonPath("$.supportedVersions.length()").value(1));
    }

    @Test
    void errorAnswersCarryTheVersion() throws Exception {
        mockMvc.perform(get("/solvability").param("board", "1,1,2/3,4,5/6,7,0"))
                .andExpect(status().isBadRequest())
                .andExpect(header().string("API-Version", "1"));
        mockMvc.perform(get("/no-such-path"))
                .andExpect(status().isNotFound())
                .andExpect(header().string("API-Version", "1"));
    }

    @Test
    void aStreamCarriesTheVersion() throws Exception {
        mockMvc.perform(get("/solve").accept(MediaType.TEXT_EVENT_STREAM).param("board", "1,2,3/4,5,6/7,0,8"))
                .andExpect(header().string("API-Version", "1"));
    }

    @Test
    void aRefusedVersionIsInTheRequestsLanguage() throws Exception {
        mockMvc.perform(get("/solvability")
                        .header("API-Version", "2")
                        .header("Accept-Language", "zh-TW")
                        .param("board", "1,2,3/4,5,6/7,8,0"))
                .andExpect(problem(400, "unsupported-api-version"))
                .andExpect(jsonPath("$.title").value("不支援的 API 版本"))
                .andExpect(jsonPath("$.detail").value("API-Version 標頭必須是支援的版本（1），而不是「2」"));
    }
}
