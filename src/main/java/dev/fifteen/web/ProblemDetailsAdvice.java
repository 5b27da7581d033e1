package dev.fifteen.web;

import dev.fifteen.problem.ProblemException;
import dev.fifteen.puzzle.InvalidBoardException;
import dev.fifteen.search.NotSolvableException;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.beans.TypeMismatchException;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.context.MessageSourceResolvable;
import org.springframework.context.i18n.LocaleContextHolder;
import org.springframework.http.HttpHeaders;
import org.springframework.http.HttpStatus;
import org.springframework.http.HttpStatusCode;
import org.springframework.http.ProblemDetail;
import org.springframework.http.ResponseEntity;
import org.springframework.http.converter.HttpMessageNotReadableException;
import org.springframework.validation.BindingResult;
import org.springframework.validation.FieldError;
import org.springframework.web.ErrorResponse;
import org.springframework.web.HttpMediaTypeNotAcceptableException;
import org.springframework.web.HttpMediaTypeNotSupportedException;
import org.springframework.web.HttpRequestMethodNotSupportedException;
import org.springframework.web.accept.InvalidApiVersionException;
import org.springframework.web.accept.MissingApiVersionException;
import org.springframework.web.bind.MethodArgumentNotValidException;
import org.springframework.web.bind.MissingServletRequestParameterException;
import org.springframework.web.bind.annotation.ExceptionHandler;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RestControllerAdvice;
import org.springframework.web.context.request.WebRequest;
import org.springframework.web.context.request.async.AsyncRequestNotUsableException;
import org.springframework.web.method.annotation.HandlerMethodValidationException;
import org.springframework.web.method.annotation.MethodArgumentTypeMismatchException;
import org.springframework.web.servlet.mvc.method.annotation.ResponseEntityExceptionHandler;
import org.springframework.web.servlet.resource.NoResourceFoundException;
import tools.jackson.core.JacksonException;
import tools.jackson.core.exc.InputCoercionException;
import tools.jackson.core.exc.StreamReadException;
import tools.jackson.databind.exc.MismatchedInputException;

import java.net.URI;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

/**
 * Turns every failure into an RFC 9457 Problem Details body with a stable {@code type}
 * ({@code urn:problem-type:<slug>}), a human title and a detail that names what is wrong. Domain failures
 * arrive as {@link ProblemException}s; framework failures (unreadable JSON, a parameter of the wrong type,
 * a missing field, a violated constraint) get their own slugs. Nothing leaks a stack trace or a class name.
 */
@RestControllerAdvice
class ProblemDetailsAdvice extends ResponseEntityExceptionHandler {

    static final String TYPE_PREFIX = "urn:problem-type:";

    private static final Pattern NOT_A_WORD = Pattern.compile("[^a-z0-9]+");

    private static final Logger log = LoggerFactory.getLogger(ProblemDetailsAdvice.class);

    private static final Map<Class<? extends Exception>, String> FRAMEWORK_SLUGS = Map.of(
            NoResourceFoundException.class, "not-found",
            HttpRequestMethodNotSupportedException.class, "method-not-allowed",
            HttpMediaTypeNotSupportedException.class, "unsupported-media-type",
            HttpMediaTypeNotAcceptableException.class, "not-acceptable");

    /** Jackson's pointer into the raw input, which says nothing useful to a client. */
    private static final Pattern SOURCE_LOCATION =
            Pattern.compile("\\s*\\(?(start marker at )?\\[Source:.*$", Pattern.DOTALL);

    /** Jackson's advice to switch on one of its features, which names a constant of its API. */
    private static final Pattern JACKSON_FEATURE =
            Pattern.compile("\\s*\\([^()]*Feature\\.[A-Z_]+[^()]*\\)|`?\\b[A-Za-z]+Feature\\.[A-Z_]+`?");

    /** The sentences in the request's language; {@code null} in a test's advice of its own, which answers English. */
    private final ServiceText text;

    /** An advice that answers in English only. */
    ProblemDetailsAdvice() {
        this(null);
    }

    @Autowired
    ProblemDetailsAdvice(ServiceText text) {
        this.text = text;
    }

    @ExceptionHandler(ProblemException.class)
    ResponseEntity<ProblemDetail> handleProblem(ProblemException problem) {
        HttpStatus status = statusOf(problem.category());
        String detail = problem instanceof NotSolvableException notSolvable && text != null
                ? ParityExplanation.of(notSolvable.verdict(), text)
                : translatedDetail(problem);
        ProblemDetail body = localized(problem(status, problem.type(), problem.title(), detail));
        problem.properties().forEach(body::setProperty);
        HttpHeaders headers = new HttpHeaders();
        if (problem.properties().get("retryAfterSeconds") instanceof Number seconds) {
            headers.set(HttpHeaders.RETRY_AFTER, Long.toString(seconds.longValue()));
        }
        return ResponseEntity.status(status).headers(headers).body(body);
    }

    /**
     * The last resort: a bug. Logged with its stack trace here, never sent to the client. A client that hung up
     * while its answer was streamed is not one (its failed write arrives wrapped, from inside the stream): there is
     * no one to answer, and nothing to log.
     */
    @ExceptionHandler(Exception.class)
    ResponseEntity<ProblemDetail> handleUnexpected(Exception exception) {
        for (Throwable cause = exception; cause != null; cause = cause.getCause()) {
            if (cause instanceof AsyncRequestNotUsableException) {
                return null;
            }
        }
        log.error("Unexpected failure (request {})", org.slf4j.MDC.get(ProblemJson.REQUEST_ID), exception);
        return ResponseEntity.internalServerError()
                .body(localized(problem(
                        HttpStatus.INTERNAL_SERVER_ERROR,
                        "internal-error",
                        "Internal error",
                        sentence(
                                "problem.detail.internal-error",
                                "The service failed unexpectedly; the failure has been logged"))));
    }

    /**
     * A version that is not supported, or is no version at all ({@code abc}): Spring MVC's check of the
     * {@code API-Version} header, answered with the header's name and the versions there are.
     */
    @ExceptionHandler({InvalidApiVersionException.class, MissingApiVersionException.class})
    ResponseEntity<ProblemDetail> handleApiVersion(WebRequest request) {
        String header = request.getHeader(ApiVersion.HEADER);
        String asked = header == null ? "" : header.strip();
        String supported = String.join(", ", ApiVersion.SUPPORTED);
        String detail = sentence(
                "problem.detail.unsupported-api-version",
                "The " + ApiVersion.HEADER + " header must name a supported version (" + supported + "), not '" + asked
                        + "'",
                ApiVersion.HEADER,
                supported,
                asked);
        ProblemDetail body = localized(
                problem(HttpStatus.BAD_REQUEST, "unsupported-api-version", "Unsupported API version", detail));
        body.setProperty("header", ApiVersion.HEADER);
        body.setProperty("supportedVersions", ApiVersion.SUPPORTED);
        return ResponseEntity.badRequest().body(body);
    }

    /**
     * The body's title in the request's language: the bundles hold each title under {@code problem.title.} and the
     * English title in lower case, words joined by hyphens ({@code problem.title.limit-exceeded}); a title they do
     * not hold stays English.
     */
    private ProblemDetail localized(ProblemDetail body) {
        if (text != null && body.getTitle() != null) {
            body.setTitle(text.getOrDefault(titleKey(body.getTitle()), body.getTitle()));
        }
        return body;
    }

    static String titleKey(String title) {
        return "problem.title."
                + NOT_A_WORD
                        .matcher(title.toLowerCase(Locale.ROOT))
                        .replaceAll("-")
                        .replaceAll("^-|-$", "");
    }

    private String sentence(String key, String english, Object... arguments) {
        return text == null ? english : text.getOrDefault(key, english, arguments);
    }

    static HttpStatus statusOf(ProblemException.Category category) {
        return switch (category) {
            case INVALID_INPUT, LIMIT_EXCEEDED -> HttpStatus.BAD_REQUEST;
            case UNPROCESSABLE, DEADLINE_EXCEEDED -> HttpStatus.UNPROCESSABLE_CONTENT;
            case UNAVAILABLE -> HttpStatus.SERVICE_UNAVAILABLE;
            case NOT_FOUND -> HttpStatus.NOT_FOUND;
        };
    }

    @Override
    protected ResponseEntity<Object> handleHttpMessageNotReadable(
            HttpMessageNotReadableException exception, HttpHeaders headers, HttpStatusCode status, WebRequest request) {
        ProblemDetail body =
                problem(status, "malformed-request", "Malformed request body", unreadableDetail(exception));
        return handleExceptionInternal(exception, body, headers, status, request);
    }

    private static String unreadableDetail(HttpMessageNotReadableException exception) {
        if (!(exception.getCause() instanceof JacksonException jackson)) {
            return "The request body is missing or is not valid JSON";
        }
        String path = pathOf(jackson.getPath());
        String at = path.isEmpty() ? "" : " at '" + path + "'";
        if (jackson instanceof InputCoercionException coercion) {
            return "The number" + at + " is out of range: it must be "
                    + WholeNumberText.range(coercion.getTargetType());
        }
        if (jackson instanceof StreamReadException) {
            String reason = JACKSON_FEATURE
                    .matcher(SOURCE_LOCATION
                            .matcher(jackson.getOriginalMessage())
                            .replaceAll(""))
                    .replaceAll("");
            int cut = reason.indexOf('\n');
            return "The request body is not valid JSON" + at + ": " + (cut < 0 ? reason : reason.substring(0, cut));
        }
        if (jackson instanceof MismatchedInputException mismatch && mismatch.getTargetType() != null) {
            Class<?> target = mismatch.getTargetType();
            boolean element = target.isArray()
                    && !jackson.getPath().isEmpty()
                    && jackson.getPath().get(jackson.getPath().size() - 1).getIndex() >= 0;
            String expected = describeJson(element ? target.getComponentType() : target);
            return path.isEmpty()
                    ? "The request body must be " + expected
                    : "The value" + at + " has the wrong type: expected " + expected;
        }
        return "The request body could not be read" + at;
    }

    /** A JSON-level description of a Java type, so that no class name reaches the client. */
    private static String describeJson(Class<?> type) {
        if (type == int.class
                || type == Integer.class
                || type == long.class
                || type == Long.class
                || type == short.class
                || type == Short.class) {
            return "a whole number";
        }
        if (type == double.class || type == Double.class || type == float.class || type == Float.class) {
            return "a number";
        }
        if (type == boolean.class || type == Boolean.class) {
            return "true or false";
        }
        if (type == String.class) {
            return "a string";
        }
        if (type.isArray()) {
            return "an array of " + plural(describeJson(type.getComponentType()));
        }
        if (type.isEnum()) {
            return "one of "
                    + Arrays.stream(type.getEnumConstants())
                            .map(constant -> constant.toString().toLowerCase())
                            .collect(Collectors.joining(", "));
        }
        return "a JSON object";
    }

    private static String plural(String description) {
        if (description.startsWith("an array of ")) {
            return "arrays of " + description.substring("an array of ".length());
        }
        String noun = description.replaceFirst("^an? ", "");
        return noun.equals("true or false") ? "booleans" : noun + "s";
    }

    private static String pathOf(List<JacksonException.Reference> references) {
        StringBuilder path = new StringBuilder();
        for (JacksonException.Reference reference : references) {
            if (reference.getPropertyName() != null) {
                path.append(path.length() == 0 ? "" : ".").append(reference.getPropertyName());
            } else if (reference.getIndex() >= 0) {
                path.append('[').append(reference.getIndex()).append(']');
            }
        }
        return path.toString();
    }

    @Override
    protected ResponseEntity<Object> handleMethodArgumentNotValid(
            MethodArgumentNotValidException exception, HttpHeaders headers, HttpStatusCode status, WebRequest request) {
        if (!exception.getParameter().hasParameterAnnotation(RequestBody.class)) {
            return handleExceptionInternal(
                    exception, queryProblem(exception.getBindingResult(), status), headers, status, request);
        }
        String detail = exception.getBindingResult().getAllErrors().stream()
                .map(error -> error instanceof FieldError field
                        ? field.getField() + ": " + field.getDefaultMessage()
                        : error.getDefaultMessage())
                .sorted()
                .collect(Collectors.joining("; "));
        ProblemDetail body = problem(status, "invalid-field", "Invalid field", detail);
        body.setProperty(
                "fields",
                exception.getBindingResult().getFieldErrors().stream()
                        .map(FieldError::getField)
                        .distinct()
                        .sorted()
                        .toList());
        return handleExceptionInternal(exception, body, headers, status, request);
    }

    @Override
    protected ResponseEntity<Object> handleHandlerMethodValidationException(
            HandlerMethodValidationException exception,
            HttpHeaders headers,
            HttpStatusCode status,
            WebRequest request) {
        String detail = exception.getParameterValidationResults().stream()
                .flatMap(result -> result.getResolvableErrors().stream()
                        .map(error -> result.getMethodParameter().getParameterName() + ": " + message(error)))
                .sorted()
                .collect(Collectors.joining("; "));
        ProblemDetail body = problem(status, "invalid-parameter", "Invalid parameter", detail);
        return handleExceptionInternal(exception, body, headers, status, request);
    }

    /**
     * The problem with an object of query parameters, in the words the same parameter taken alone would get: a
     * value of the wrong type, a required parameter left out, or the constraints it breaks.
     */
    private ProblemDetail queryProblem(BindingResult binding, HttpStatusCode status) {
        for (FieldError field : binding.getFieldErrors()) {
            if (field.contains(TypeMismatchException.class)) {
                TypeMismatchException mismatch = field.unwrap(TypeMismatchException.class);
                return mismatchProblem(status, field.getField(), mismatch.getRequiredType(), field.getRejectedValue());
            }
        }
        for (FieldError field : binding.getFieldErrors()) {
            if (field.getRejectedValue() == null && "NotNull".equals(field.getCode())) {
                return missingProblem(status, field.getField());
            }
        }
        String detail = binding.getFieldErrors().stream()
                .map(field -> field.getField() + ": " + message(field))
                .sorted()
                .collect(Collectors.joining("; "));
        return problem(status, "invalid-parameter", "Invalid parameter", detail);
    }

    private static String message(MessageSourceResolvable error) {
        return error.getDefaultMessage() == null ? "is invalid" : error.getDefaultMessage();
    }

    @Override
    protected ResponseEntity<Object> handleTypeMismatch(
            TypeMismatchException exception, HttpHeaders headers, HttpStatusCode status, WebRequest request) {
        String name = exception instanceof MethodArgumentTypeMismatchException mismatch
                ? mismatch.getName()
                : exception.getPropertyName();
        ProblemDetail body = mismatchProblem(status, name, exception.getRequiredType(), exception.getValue());
        return handleExceptionInternal(exception, body, headers, status, request);
    }

    private ProblemDetail mismatchProblem(HttpStatusCode status, String name, Class<?> type, Object value) {
        String expected = type == null ? "a value of another type" : describe(type);
        boolean empty = value instanceof String blank && blank.isBlank();
        String detail = empty
                ? "'" + name + "' is empty: it must be " + expected + ", or be left out"
                : "'" + name + "' must be " + expected + ", not '" + value + "'";
        if (type == int.class || type == Integer.class || type == long.class || type == Long.class) {
            boolean wide = type == long.class || type == Long.class;
            Object least = wide ? Long.MIN_VALUE : Integer.MIN_VALUE;
            Object most = wide ? Long.MAX_VALUE : Integer.MAX_VALUE;
            detail = empty
                    ? sentence("problem.detail.whole-number-parameter-empty", detail, name, least, most)
                    : sentence("problem.detail.whole-number-parameter", detail, name, least, most, value);
        }
        ProblemDetail body = problem(status, "invalid-parameter", "Invalid parameter", detail);
        body.setProperty("parameter", name);
        return body;
    }

    private static String describe(Class<?> type) {
        if (type == int.class || type == Integer.class || type == long.class || type == Long.class) {
            return WholeNumberText.range(type);
        }
        if (type == boolean.class || type == Boolean.class) {
            return "true or false";
        }
        if (type.isEnum()) {
            return "one of "
                    + Arrays.stream(type.getEnumConstants())
                            .map(constant -> constant.toString().toLowerCase())
                            .collect(Collectors.joining(", "));
        }
        return "a " + type.getSimpleName();
    }

    @Override
    protected ResponseEntity<Object> handleMissingServletRequestParameter(
            MissingServletRequestParameterException exception,
            HttpHeaders headers,
            HttpStatusCode status,
            WebRequest request) {
        return handleExceptionInternal(
                exception, missingProblem(status, exception.getParameterName()), headers, status, request);
    }

    private ProblemDetail missingProblem(HttpStatusCode status, String name) {
        ProblemDetail body = problem(
                status,
                "missing-parameter",
                "Missing parameter",
                sentence("problem.detail.missing-parameter", "the query parameter '" + name + "' is required", name));
        body.setProperty("parameter", name);
        return body;
    }

    @Override
    protected ResponseEntity<Object> handleExceptionInternal(
            Exception exception, Object body, HttpHeaders headers, HttpStatusCode status, WebRequest request) {
        if (body == null && exception instanceof ErrorResponse errorResponse) {
            body = errorResponse.updateAndGetBody(getMessageSource(), LocaleContextHolder.getLocale());
        }
        if (body instanceof ProblemDetail problem
                && (problem.getType() == null || URI.create("about:blank").equals(problem.getType()))) {
            problem.setType(URI.create(TYPE_PREFIX + frameworkSlug(exception, status)));
        }
        if (body instanceof ProblemDetail problem) {
            localized(problem);
        }
        return super.handleExceptionInternal(exception, body, headers, status, request);
    }

    private static String frameworkSlug(Exception exception, HttpStatusCode status) {
        String slug = FRAMEWORK_SLUGS.get(exception.getClass());
        return slug != null ? slug : status.is4xxClientError() ? "bad-request" : "internal-error";
    }

    /**
     * The problem's detail in the request's language: the bundles' {@code problem.detail.<code>} with the problem's
     * arguments, after the field's name when the problem names one; the English detail when there is no such key.
     */
    private String translatedDetail(ProblemException problem) {
        if (text == null || problem.detailKey() == null) {
            return problem.detail();
        }
        String sentence = text.getOrDefault("problem.detail." + problem.detailKey(), null, problem.detailArguments());
        if (sentence == null) {
            return problem.detail();
        }
        return problem instanceof InvalidBoardException invalid && invalid.field() != null
                ? invalid.field() + ": " + sentence
                : sentence;
    }

    private static ProblemDetail problem(HttpStatusCode status, String slug, String title, String detail) {
        ProblemDetail body = ProblemDetail.forStatusAndDetail(status, detail);
        body.setType(URI.create(TYPE_PREFIX + slug));
        body.setTitle(title);
        return body;
    }
}
