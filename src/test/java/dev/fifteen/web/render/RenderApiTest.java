package dev.fifteen.web.render;

import dev.fifteen.testing.infra.FifteenIntegrationTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.http.HttpHeaders;
import org.springframework.test.web.servlet.MockMvc;
import org.springframework.test.web.servlet.MvcResult;

import javax.imageio.ImageIO;
import javax.xml.parsers.DocumentBuilderFactory;
import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.StringJoiner;

import static dev.fifteen.testing.infra.ProblemDetails.problem;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.containsString;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.get;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.content;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.header;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.jsonPath;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.status;

/**
 * {@code GET /render}: SVG by default, PNG by parameter or {@code Accept}, a strong ETag with immutable caching and
 * 304 on {@code If-None-Match}, the service's largest boards, and Problem Details for every bad parameter whatever
 * the format asked for.
 */
@FifteenIntegrationTest
class RenderApiTest {

    @Autowired
    private MockMvc mockMvc;

    @Test
    void anSvgByDefaultWithAStrongETagAndImmutableCaching() throws Exception {
        MvcResult result = mockMvc.perform(get("/render").param("board", "1,2,3/4,5,6/7,0,8"))
                .andExpect(status().isOk())
                .andExpect(content().contentType("image/svg+xml"))
                .andExpect(header().string(HttpHeaders.CACHE_CONTROL, containsString("immutable")))
                .andExpect(header().string(HttpHeaders.CACHE_CONTROL, containsString("max-age=31536000")))
                .andExpect(header().string(HttpHeaders.VARY, containsString("Accept")))
                .andReturn();
        String etag = result.getResponse().getHeader(HttpHeaders.ETAG);
        assertThat(etag).startsWith("\"").doesNotStartWith("W/");
        String svg = result.getResponse().getContentAsString(StandardCharsets.UTF_8);
        assertThat(DocumentBuilderFactory.newInstance()
                        .newDocumentBuilder()
                        .parse(new ByteArrayInputStream(svg.getBytes(StandardCharsets.UTF_8)))
                        .getElementsByTagName("g")
                        .getLength())
                .isEqualTo(9);

        mockMvc.perform(get("/render").param("board", "1,2,3/4,5,6/7,0,8").header(HttpHeaders.IF_NONE_MATCH, etag))
                .andExpect(status().isNotModified())
                .andExpect(header().string(HttpHeaders.ETAG, etag))
                .andExpect(header().string(HttpHeaders.CACHE_CONTROL, containsString("immutable")))
                .andExpect(content().bytes(new byte[0]));
        // the same picture asked in other words has the same name; another picture another
        mockMvc.perform(get("/render")
                        .param("board", "1, 2, 3/4, 5, 6/7, 0, 8")
                        .param("goal", "1,2,3/4,5,6/7,8,0")
                        .param("scheme", "PLAIN")
                        .header(HttpHeaders.IF_NONE_MATCH, etag))
                .andExpect(status().isNotModified());
        mockMvc.perform(get("/render")
                        .param("board", "1,2,3/4,5,6/7,0,8")
                        .param("size", "361")
                        .header(HttpHeaders.IF_NONE_MATCH, etag))
                .andExpect(status().isOk());
    }

    @Test
    void pngByParameterOrByAccept() throws Exception {
        byte[] byParameter = mockMvc.perform(get("/render")
                        .param("board", "1,2/3,0")
                        .param("format", "png")
                        .param("size", "100"))
                .andExpect(status().isOk())
                .andExpect(content().contentType("image/png"))
                .andExpect(header().string(HttpHeaders.VARY, HttpHeaders.ACCEPT))
                .andReturn()
                .getResponse()
                .getContentAsByteArray();
        BufferedImage image = ImageIO.read(new ByteArrayInputStream(byParameter));
        assertThat(image.getWidth()).isEqualTo(100);

        byte[] byAccept = mockMvc.perform(get("/render")
                        .param("board", "1,2/3,0")
                        .param("size", "100")
                        .header(HttpHeaders.ACCEPT, "image/png,image/svg+xml;q=0.5"))
                .andExpect(status().isOk())
                .andExpect(content().contentType("image/png"))
                .andReturn()
                .getResponse()
                .getContentAsByteArray();
        assertThat(byAccept).isEqualTo(byParameter);

        mockMvc.perform(get("/render")
                        .param("board", "1,2/3,0")
                        .header(HttpHeaders.ACCEPT, "image/avif,image/webp,image/svg+xml,image/*,*/*;q=0.8"))
                .andExpect(content().contentType("image/svg+xml"));

        mockMvc.perform(get("/render")
                        .param("board", "1,2/3,0")
                        .param("format", "png")
                        .header(HttpHeaders.ACCEPT, "image/svg+xml"))
                .andExpect(status().isNotAcceptable())
                .andExpect(content().contentType("application/problem+json"))
                .andExpect(jsonPath("$.type").value("urn:problem-type:not-acceptable"));
    }

    @Test
    void aHundredByHundredBoardInBothFormats() throws Exception {
        String board = hundredByHundred();
        MvcResult svg = mockMvc.perform(get("/render").param("board", board).param("scheme", "fringe"))
                .andExpect(status().isOk())
                .andReturn();
        assertThat(svg.getResponse().getContentAsByteArray().length).isLessThan(800_000);
        byte[] png = mockMvc.perform(get("/render")
                        .param("board", board)
                        .param("format", "png")
                        .param("size", "1000")
                        .param("scheme", "inplace"))
                .andExpect(status().isOk())
                .andReturn()
                .getResponse()
                .getContentAsByteArray();
        BufferedImage image = ImageIO.read(new ByteArrayInputStream(png));
        assertThat(image.getWidth()).isEqualTo(1000); // 10 pixels a cell
        assertThat(image.getRGB(5, 5) & 0xffffff).isEqualTo(0xb9d89a); // tile 1 is home
    }

    @Test
    void movesDrawAnAnimation() throws Exception {
        mockMvc.perform(get("/render").param("board", "1,2,3/4,5,6/0,7,8").param("moves", "L2"))
                .andExpect(status().isOk())
                .andExpect(content().contentType("image/svg+xml"))
                .andExpect(content().string(containsString("<animateTransform")));
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(
            delimiter = ';',
            value = {
                "no board; ; ; ; 400; malformed-board-text",
                "a bad board; board=1,2,3/4,5,5/7,8,0; ; ; 400; duplicate-tile",
                "a goal of another shape; board=1,2/3,0&goal=1,2,3/4,5,0; ; ; 400; goal-shape-mismatch",
                "an unknown scheme; board=1,2/3,0&scheme=rainbow; ; ; 400; unknown-scheme",
                "an unknown format; board=1,2/3,0&format=gif; ; ; 400; unknown-format",
                "a size over the limit; board=1,2/3,0&size=2049; ; ; 400; picture-too-large",
                "a size under 1; board=1,2/3,0&size=0; ; ; 400; invalid-parameter",
                "a malformed sequence; board=1,2/3,0&moves=RX; ; ; 400; malformed-moves",
                "an illegal move; board=1,2/3,0&moves=RRR; ; ; 422; illegal-move",
                "moves as PNG; board=1,2/3,0&moves=R&format=png; ; ; 400; animation-needs-svg",
                "an unknown scheme asked as PNG; board=1,2/3,0&scheme=x; image/png; ; 400; unknown-scheme",
                "an illegal move asked as SVG; board=1,2/3,0&moves=U; image/svg+xml; ; 422; illegal-move"
            })
    void badInputIsAProblemDetailsAnswer(
            String name, String query, String accept, String unused, int status, String slug) throws Exception {
        var request = get("/render?" + (query == null ? "" : query));
        if (accept != null) {
            request.header(HttpHeaders.ACCEPT, accept);
        }
        mockMvc.perform(request).andExpect(problem(status, slug));
    }

    @Test
    void anIllegalMoveNamesItsIndexAndTheBlank() throws Exception {
        mockMvc.perform(get("/render").param("board", "1,2/3,0").param("moves", "R2"))
                .andExpect(problem(422, "illegal-move"))
                .andExpect(jsonPath("$.index").value(1))
                .andExpect(jsonPath("$.blankRow").value(1))
                .andExpect(jsonPath("$.blankColumn").value(0));
    }

    private static String hundredByHundred() {
        StringJoiner rows = new StringJoiner("/");
        for (int r = 0; r < 100; r++) {
            StringJoiner row = new StringJoiner(",");
            for (int c = 0; c < 100; c++) {
                row.add(Integer.toString((r * 100 + c + 1) % 10_000));
            }
            rows.add(row.toString());
        }
        return rows.toString();
    }
}
