package dev.fifteen.testing.infra;

import com.jayway.jsonpath.JsonPath;
import com.jayway.jsonpath.PathNotFoundException;
import org.springframework.http.MediaType;
import org.springframework.test.web.servlet.MockMvc;
import org.springframework.test.web.servlet.RequestBuilder;
import org.springframework.test.web.servlet.ResultActions;
import org.springframework.test.web.servlet.ResultMatcher;

import java.util.regex.Pattern;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The one assertion every error answer meets: the status, {@code application/problem+json}, the stable
 * {@code type} {@code urn:problem-type:<slug>}, the status repeated in the body, and no Java class, package or
 * stack frame in the body. {@link #expectProblem} is the one runner of a table of invalid requests.
 */
public final class ProblemDetails {

    /** A qualified Java name (java.lang..., dev.fifteen..., tools.jackson...), an exception's name or a frame. */
    private static final Pattern JAVA_CLASS = Pattern.compile(
            "\\b(java|javax|jakarta|org|com|dev|tools|sun)\\.[a-z]\\w*\\.|\\w+(Exception|Error)\\b|\\bat"
                    + " \\w+\\.|int\\[]");

    private ProblemDetails() {}

    /** A Problem Details answer with that status and type slug (e.g. {@code "not-solvable"}). */
    public static ResultMatcher problem(int status, String slug) {
        return result -> {
            var response = result.getResponse();
            String body = response.getContentAsString();
            assertThat(response.getStatus()).as("status of %s", body).isEqualTo(status);
            assertThat(response.getContentType()).as("content type").isNotNull();
            assertThat(MediaType.parseMediaType(response.getContentType())
                            .isCompatibleWith(MediaType.APPLICATION_PROBLEM_JSON))
                    .as("content type %s is application/problem+json", response.getContentType())
                    .isTrue();
            assertThat(JsonPath.<String>read(body, "$.type")).as("type").isEqualTo("urn:problem-type:" + slug);
            assertThat(JsonPath.<Integer>read(body, "$.status"))
                    .as("status in the body")
                    .isEqualTo(status);
            assertThat(JAVA_CLASS.matcher(body).find())
                    .as("a Java class named in %s", body)
                    .isFalse();
        };
    }

    /**
     * {@link #problem(int, String)} with a title and a detail that contains {@code detailPart}, and neither the word
     * {@code Exception} nor the name {@code dev.fifteen} anywhere in the body.
     */
    public static ResultMatcher problem(int status, String slug, String detailPart) {
        ResultMatcher problem = problem(status, slug);
        return result -> {
            problem.match(result);
            String body = result.getResponse().getContentAsString();
            assertThat(member(body, "title")).as("title of %s", body).isNotBlank();
            assertThat(member(body, "detail")).as("detail of %s", body).contains(detailPart);
            assertThat(body).as("the body").doesNotContain("Exception", "dev.fifteen");
        };
    }

    /**
     * The one runner of a table of invalid requests: performs the request (waiting for an asynchronous answer, as
     * {@link AsyncAnswer} does) and expects {@link #problem(int, String, String)}; the answer is returned for the
     * case's own further expectations.
     */
    public static ResultActions expectProblem(
            MockMvc mockMvc, RequestBuilder request, int status, String slug, String detailPart) throws Exception {
        return AsyncAnswer.answer(mockMvc, request).andExpect(problem(status, slug, detailPart));
    }

    private static String member(String body, String name) {
        try {
            return JsonPath.read(body, "$." + name);
        } catch (PathNotFoundException missing) {
            return null;
        }
    }
}
