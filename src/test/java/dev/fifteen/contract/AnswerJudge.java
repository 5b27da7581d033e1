package dev.fifteen.contract;

import com.networknt.schema.Schema;
import dev.fifteen.contract.OpenApiContract.Operation;
import dev.fifteen.testing.infra.RawHttp;
import tools.jackson.core.JacksonException;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Pattern;

/**
 * Judges one answer against the contract. A violation is named by its rule and the operation (so that equal ones
 * count together), and carries the detail of this answer:
 * <ul>
 *   <li>an answer arrives;
 *   <li>no 5xx but a 503 with Retry-After;
 *   <li>the status is one the contract declares for the operation, or 429, or 405 for a method the path does not
 *       take, 406 for an Accept that leaves out one of the operation's media types (which one an answer has may
 *       depend on the parameters), 415 for a body of a media type it
 *       does not take, 404 on a path with parameters;
 *   <li>every 4xx and 5xx is {@code application/problem+json} with a {@code type} of the form
 *       {@code urn:problem-type:<slug>}, the answer's own {@code status}, and true to the declared schema;
 *   <li>every 2xx has a media type the contract declares for it and the request accepts, and a JSON body true to
 *       the declared schema (each line of NDJSON is JSON; an event stream is made of event lines).
 * </ul>
 */
final class AnswerJudge {

    /** One rule broken by one answer. */
    record Violation(String rule, String detail) {}

    private static final JsonMapper JSON = JsonMapper.builder().build();
    private static final Pattern PROBLEM_TYPE = Pattern.compile("urn:problem-type:[a-z0-9]+(-[a-z0-9]+)*");
    private static final Pattern EVENT_LINE = Pattern.compile("(event|data|id|retry):.*|:.*|");

    private final OpenApiContract contract;

    AnswerJudge(OpenApiContract contract) {
        this.contract = contract;
    }

    List<Violation> judge(FuzzRequest request, RawHttp.Response response) {
        List<Violation> violations = new ArrayList<>();
        Operation operation = request.operation();
        int status = response.status();
        if (status < 0) {
            violations.add(new Violation("no answer", "the connection closed or timed out without an answer"));
            return violations;
        }
        if (status >= 500 && !(status == 503 && response.header("Retry-After") != null)) {
            violations.add(new Violation("5xx answer " + status, excerpt(response.body())));
        }
        Set<Integer> allowed = allowedStatuses(request);
        if (!allowed.contains(status)) {
            violations.add(new Violation(
                    "undeclared status " + status,
                    "the contract allows " + allowed + " here; body: " + excerpt(response.body())));
        }
        String contentType = response.header("Content-Type");
        String mediaType = contentType == null ? "" : mediaType(contentType);
        if (status >= 400) {
            judgeProblem(operation, status, mediaType, response, violations);
        } else if (status >= 200 && status < 300 && status != 204) {
            judgeSuccess(request, status, mediaType, response, violations);
        }
        return violations;
    }

    private Set<Integer> allowedStatuses(FuzzRequest request) {
        Operation operation = request.operation();
        Set<Integer> allowed = new TreeSet<>();
        allowed.add(429);
        if (!request.method().equals(operation.method())) {
            allowed.add(405);
            return allowed;
        }
        allowed.addAll(operation.statuses());
        if (operation.hasPathParameters()) {
            allowed.add(404);
        }
        if (operation.successMediaTypes().stream().anyMatch(type -> !covers(request.accept(), type))) {
            allowed.add(406);
        }
        if (operation.requestBody() != null
                && (request.contentType() == null
                        || operation.requestMediaTypes().stream()
                                .noneMatch(type -> type.equals(mediaType(request.contentType()))))) {
            allowed.add(415);
        }
        return allowed;
    }

    private void judgeProblem(
            Operation operation, int status, String mediaType, RawHttp.Response response, List<Violation> violations) {
        if (!mediaType.equals("application/problem+json")) {
            violations.add(new Violation(
                    "error answer not Problem Details",
                    "Content-Type '" + response.header("Content-Type") + "'; body: " + excerpt(response.body())));
            return;
        }
        JsonNode body = parse(response.body());
        if (body == null || !body.isObject()) {
            violations.add(new Violation("Problem Details not a JSON object", excerpt(response.body())));
            return;
        }
        String type = body.path("type").asString("");
        if (!PROBLEM_TYPE.matcher(type).matches()) {
            violations.add(new Violation("Problem Details without a stable type", excerpt(response.body())));
        }
        if (body.path("status").asInt(-1) != status) {
            violations.add(new Violation("Problem Details status differs from the answer's", excerpt(response.body())));
        }
        if (operation.statuses().contains(status)) {
            validate(operation, status, mediaType, body, violations);
        }
    }

    private void judgeSuccess(
            FuzzRequest request, int status, String mediaType, RawHttp.Response response, List<Violation> violations) {
        Operation operation = request.operation();
        List<String> declared = operation.mediaTypes(status);
        if (!declared.isEmpty() && !declared.contains(mediaType)) {
            violations.add(new Violation(
                    "undeclared media type " + mediaType + " for " + status, "the contract declares " + declared));
            return;
        }
        if (!declared.isEmpty() && !accepts(request.accept(), mediaType)) {
            violations.add(new Violation(
                    "media type " + mediaType + " the request does not accept", "Accept: " + request.accept()));
        }
        if (mediaType.equals("application/json") || mediaType.endsWith("+json")) {
            JsonNode body = parse(response.body());
            if (body == null) {
                violations.add(new Violation("JSON answer not JSON", excerpt(response.body())));
            } else {
                validate(operation, status, mediaType, body, violations);
            }
        } else if (mediaType.contains("ndjson")) {
            for (String line : response.body().split("\n")) {
                if (!line.isBlank() && parse(line) == null) {
                    violations.add(new Violation("NDJSON line not JSON", excerpt(line)));
                    break;
                }
            }
        } else if (mediaType.equals("text/event-stream")) {
            for (String line : response.body().split("\r?\n")) {
                if (!EVENT_LINE.matcher(line).matches()) {
                    violations.add(new Violation("event stream line not an event field", excerpt(line)));
                    break;
                }
            }
        }
    }

    private void validate(
            Operation operation, int status, String mediaType, JsonNode body, List<Violation> violations) {
        Schema schema = contract.responseSchema(operation, status, mediaType);
        if (schema == null) {
            return;
        }
        List<com.networknt.schema.Error> errors = schema.validate(body);
        if (!errors.isEmpty()) {
            violations.add(new Violation(
                    status + " " + mediaType + " body not true to its schema: "
                            + errors.get(0).getMessage(),
                    excerpt(body.toString())));
        }
    }

    /**
     * Whether an Accept header (null: none) names a media range that covers a media type. Quality values are not
     * weighed, and a header that refuses a type with {@code q=0} leaves the choice to the server: a server may
     * disregard the header (RFC 9110, 12.5.1), and Spring disregards {@code q=0} but for choosing among the types
     * a handler produces.
     */
    static boolean accepts(String accept, String mediaType) {
        if (accept == null || accept.isBlank() || accept.replace(" ", "").matches(".*;q=0(\\.0*)?(,.*|;.*)?$")) {
            return true;
        }
        String[] wanted = mediaType.split("/", 2);
        for (String range : accept.split(",")) {
            String[] offered =
                    range.split(";")[0].trim().toLowerCase(Locale.ROOT).split("/", 2);
            if (offered.length == 2
                    && (offered[0].equals("*") || offered[0].equals(wanted[0]))
                    && (offered[1].equals("*") || offered[1].equals(wanted[1]))) {
                return true;
            }
        }
        return false;
    }

    /** Whether an Accept header (null: none) names a media range with a quality above 0 that covers a type. */
    static boolean covers(String accept, String mediaType) {
        if (accept == null || accept.isBlank()) {
            return true;
        }
        String[] wanted = mediaType.split("/", 2);
        for (String range : accept.split(",")) {
            String[] parts = range.replace(" ", "").split(";");
            String[] offered = parts[0].toLowerCase(Locale.ROOT).split("/", 2);
            boolean refused = false;
            for (int i = 1; i < parts.length; i++) {
                refused |= parts[i].matches("q=0(\\.0*)?");
            }
            if (!refused
                    && offered.length == 2
                    && (offered[0].equals("*") || offered[0].equals(wanted[0]))
                    && (offered[1].equals("*") || offered[1].equals(wanted[1]))) {
                return true;
            }
        }
        return false;
    }

    static String mediaType(String contentType) {
        return contentType.split(";", 2)[0].trim().toLowerCase(Locale.ROOT);
    }

    private static JsonNode parse(String text) {
        try {
            return JSON.readTree(text);
        } catch (JacksonException notJson) {
            return null;
        }
    }

    private static String excerpt(String text) {
        return text.length() > 300 ? text.substring(0, 300) + "..." : text;
    }
}
