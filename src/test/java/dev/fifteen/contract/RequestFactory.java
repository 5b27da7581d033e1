package dev.fifteen.contract;

import dev.fifteen.contract.OpenApiContract.Operation;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.JsonNodeFactory;
import tools.jackson.databind.node.ObjectNode;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Generates requests for an operation from nothing but the contract: its parameters' schemas and examples, its
 * request body's schema and media types, and its answers' media types. About a third of the requests are valid
 * (values from the examples and within the schemas' bounds, boards reordered from the examples); the others break
 * one thing each: a parameter at or past a bound, empty, blank, of the wrong type, too long, in other scripts'
 * digits or with control characters; a parameter repeated, unknown or left out; a body missing a field, with a
 * field of the wrong type or null, with an extra field, nested deeply, truncated, mangled, empty, of the wrong
 * content type, or with empty and malformed NDJSON lines; a query that is not valid percent-encoding; or a method
 * the path does not take. The Accept header is one the contract declares, {@code *}/{@code *}, none, or one it
 * does not declare. Everything depends on the {@link SplittableRandom} alone, so a seed replays a run.
 *
 * <p>The only knowledge beyond the contract is in {@link #VALID_CAPS} (the largest valid value of a few parameters
 * and fields) and {@link #KEEP_EXAMPLE}, so that a valid request stays cheap (a short deadline, a goal whose tables
 * are built once) however the contract bounds it.
 */
final class RequestFactory {

    /**
     * The largest value a valid request gives these parameters and body fields. A deadline of a minute is valid,
     * but a fuzz run would wait for it; the attacks on the parameter still reach its bounds.
     */
    static final Map<String, Long> VALID_CAPS = Map.of("timeoutMs", 500L);

    /**
     * The parameters and body fields whose valid value is their example, unchanged: every other goal costs the
     * service a distance table of its own (tens of milliseconds for 3 x 3, and memory in the cache). The attacks on
     * them still reach them.
     */
    static final Set<String> KEEP_EXAMPLE = Set.of("goal");

    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;
    private static final JsonMapper JSON = JsonMapper.builder().build();
    private static final Pattern NUMBER_LIST = Pattern.compile("-?\\d+(?:[,/ ;|]+-?\\d+)+");
    private static final Pattern NUMBER = Pattern.compile("-?\\d+");

    /** Values that are there and say nothing: as common a mistake as any, so a tenth of each parameter's attacks. */
    private static final String[] EMPTY_VALUES = {"", " ", "   ", "\t", "\u00a0"};

    private static final String[] NUMBER_ATTACKS = {
        "",
        " ",
        "  ",
        "0",
        "-1",
        "2147483647",
        "2147483648",
        "-2147483648",
        "-2147483649",
        "9223372036854775807",
        "9223372036854775808",
        "-9223372036854775809",
        "1.5",
        "1e3",
        "0x10",
        "abc",
        "true",
        "\u0661\u0662",
        "\uff11\uff10",
        "+5",
        " 5 ",
        "5\u0000",
        "\t",
        "5\n",
        "NaN",
        "-0",
        "00000000000000000001",
        "\u0663",
        "\u09e7\u09e8",
        "1,2",
        "null",
        "[]",
        "%",
        "9".repeat(400)
    };
    private static final String[] BOOLEAN_ATTACKS = {
        "", " ", "TRUE", "False", "yes", "2", "tru", "null", "\u0661", "on", "1", "0", "-1", "true\u0000", "t r u e"
    };
    private static final String[] TEXT_ATTACKS = {
        "",
        " ",
        "\t",
        "zzz",
        "\u0000",
        "\u001b[31m",
        "\r\n",
        "\u0661,\u0662/\u0663,\u0660",
        "\uD83D\uDE00",
        "%",
        "1,2/3,0",
        "0,1",
        "1",
        "1,2,3/4,5",
        "1,1/2,0",
        "0,0/0,0",
        "-1,2/3,0",
        "1,2/3,0/",
        "/,/",
        ",,,",
        "2147483648,1/2,0",
        "1;2/3;0",
        "1 2/3 0",
        "1,2\n3,0",
        "null",
        "true",
        "{}",
        "[[1,2],[3,0]]"
    };
    private static final String[] UNDECLARED_ACCEPTS = {"image/png", "text/html", "application/xml", "text/plain"};
    private static final String[] WRONG_CONTENT_TYPES = {
        "text/plain",
        "application/xml",
        "application/x-www-form-urlencoded",
        "multipart/form-data; boundary=x",
        "application/octet-stream",
        "application/vnd.unknown+json",
        "text/html; charset=utf-8",
        "*/*",
        "garbage"
    };
    private static final String[] OTHER_METHODS = {"GET", "POST", "PUT", "DELETE", "PATCH"};

    private final OpenApiContract contract;

    RequestFactory(OpenApiContract contract) {
        this.contract = contract;
    }

    /** A request for {@code operation}, valid or breaking one thing, drawn with {@code random}. */
    FuzzRequest next(Operation operation, SplittableRandom random) {
        Map<String, List<String>> query = new LinkedHashMap<>();
        Map<String, String> pathValues = new LinkedHashMap<>();
        List<String> headers = new ArrayList<>();
        List<JsonNode> parameters = new ArrayList<>();
        for (JsonNode parameter : operation.parameters()) {
            JsonNode resolved = contract.resolve(parameter);
            parameters.add(resolved);
            boolean required = resolved.path("required").asBoolean(false);
            if (required || random.nextInt(3) > 0) {
                put(resolved, validText(resolved, random), query, pathValues, headers);
            }
        }
        String attack = "valid";
        String method = operation.method();
        boolean badEncoding = false;
        int scenario = random.nextInt(100);
        boolean hasBody = operation.requestBody() != null;
        if (scenario >= 30 && scenario < 60 && parameters.isEmpty()) {
            scenario = hasBody ? 60 : 0;
        }
        if (scenario >= 60 && scenario < 80 && !hasBody) {
            scenario = parameters.isEmpty() ? 0 : 30;
        }
        if (scenario >= 30 && scenario < 60) {
            JsonNode parameter = parameters.get(random.nextInt(parameters.size()));
            String value = attackText(parameter, random);
            put(parameter, value, query, pathValues, headers);
            attack = parameter.path("name").asString() + ": " + shortly(value);
        } else if (scenario >= 80 && scenario < 85 && !parameters.isEmpty()) {
            JsonNode parameter = parameters.get(random.nextInt(parameters.size()));
            String name = parameter.path("name").asString();
            List<String> values = query.computeIfAbsent(name, key -> new ArrayList<>());
            String second = random.nextBoolean() ? validText(parameter, random) : attackText(parameter, random);
            if (values.isEmpty()) {
                values.add(validText(parameter, random));
            }
            values.add(second);
            attack = name + " repeated: " + shortly(String.join(" & ", values));
        } else if (scenario >= 85 && scenario < 89) {
            String name = random.nextBoolean() ? "unknownParameter" : "x" + random.nextInt(1000);
            query.computeIfAbsent(name, key -> new ArrayList<>()).add(random.nextBoolean() ? "1" : "");
            attack = "unknown parameter " + name;
        } else if (scenario >= 89 && scenario < 93) {
            List<JsonNode> required = parameters.stream()
                    .filter(p -> p.path("required").asBoolean(false))
                    .toList();
            if (!required.isEmpty()) {
                JsonNode left = required.get(random.nextInt(required.size()));
                query.remove(left.path("name").asString());
                pathValues.put(left.path("name").asString(), "");
                attack = "required " + left.path("name").asString() + " left out";
            } else {
                attack = "nothing required to leave out";
            }
        } else if (scenario >= 93 && scenario < 96) {
            badEncoding = true;
            attack = "malformed percent-encoding";
        } else if (scenario >= 96) {
            List<String> others = new ArrayList<>();
            for (String candidate : OTHER_METHODS) {
                if (!contract.methodsOf(operation.path()).contains(candidate)) {
                    others.add(candidate);
                }
            }
            if (!others.isEmpty()) {
                method = others.get(random.nextInt(others.size()));
                attack = "undeclared method " + method;
            }
        }

        String accept = accept(operation, random);
        if (accept != null) {
            headers.add("Accept: " + accept);
        }
        byte[] body = null;
        String contentType = null;
        if (hasBody && method.equals(operation.method())) {
            List<String> types = operation.requestMediaTypes();
            String mediaType = types.get(random.nextInt(types.size()));
            JsonNode media = operation.requestBody().path("content").path(mediaType);
            boolean ndjson = mediaType.contains("ndjson");
            JsonNode schema = media.path("schema");
            contentType = random.nextInt(10) == 0 ? mediaType + "; charset=utf-8" : mediaType;
            if (scenario >= 60 && scenario < 80) {
                BodyAttack broken = attackBody(schema, ndjson, random);
                body = broken.body();
                attack = "body: " + broken.what();
                if (broken.contentType() != null) {
                    contentType = broken.contentType().isEmpty() ? null : broken.contentType();
                }
            } else {
                body = ndjson ? ndjsonBody(schema, random) : bytes(validJson("", schema, null, 0, random));
            }
            if (contentType != null) {
                headers.add("Content-Type: " + contentType);
            }
        }
        String target = target(operation.path(), pathValues, query, badEncoding, random);
        return new FuzzRequest(operation, attack, method, target, headers, body, contentType, accept);
    }

    private static void put(
            JsonNode parameter,
            String value,
            Map<String, List<String>> query,
            Map<String, String> pathValues,
            List<String> headers) {
        String name = parameter.path("name").asString();
        switch (parameter.path("in").asString()) {
            case "path" -> pathValues.put(name, value);
            case "header" -> {
                headers.removeIf(line -> line.startsWith(name + ":"));
                headers.add(name + ": " + value.replaceAll("[\\r\\n]", ""));
            }
            default -> {
                List<String> values = new ArrayList<>();
                values.add(value);
                query.put(name, values);
            }
        }
    }

    private String accept(Operation operation, SplittableRandom random) {
        List<String> declared = operation.successMediaTypes();
        int pick = random.nextInt(100);
        if (pick < 40 && !declared.isEmpty()) {
            return declared.get(random.nextInt(declared.size()));
        }
        if (pick < 55) {
            return "*/*";
        }
        if (pick < 65) {
            return null;
        }
        if (pick < 75) {
            return UNDECLARED_ACCEPTS[random.nextInt(UNDECLARED_ACCEPTS.length)];
        }
        if (pick < 85 && !declared.isEmpty()) {
            return declared.get(random.nextInt(declared.size())) + ", application/problem+json";
        }
        if (pick < 92 && !declared.isEmpty()) {
            return "text/html;q=0.9, " + declared.get(random.nextInt(declared.size())) + ";q=0.5, */*;q=0.1";
        }
        return random.nextBoolean() ? "application/*" : "application/json;q=0";
    }

    // --- parameter values ---------------------------------------------------------------------------------------

    /** A value within the parameter's schema, preferring its example. */
    private String validText(JsonNode parameter, SplittableRandom random) {
        JsonNode schema = contract.resolve(parameter.path("schema"));
        JsonNode example = parameter.has("example") ? parameter.get("example") : schema.get("example");
        JsonNode value = validJson(parameter.path("name").asString(), schema, example, 0, random);
        return value.isString() ? value.asString() : value.toString();
    }

    private String attackText(JsonNode parameter, SplittableRandom random) {
        JsonNode schema = contract.resolve(parameter.path("schema"));
        String type = type(schema, random);
        int pick = random.nextInt(10);
        if (pick == 0) {
            return EMPTY_VALUES[random.nextInt(EMPTY_VALUES.length)];
        }
        if (type.equals("integer") || type.equals("number")) {
            if (pick < 4) {
                List<String> bounds = new ArrayList<>();
                if (schema.has("minimum")) {
                    long minimum = schema.get("minimum").asLong();
                    bounds.add(Long.toString(minimum));
                    bounds.add(Long.toString(minimum - 1));
                }
                if (schema.has("maximum")) {
                    long maximum = schema.get("maximum").asLong();
                    bounds.add(Long.toString(maximum));
                    bounds.add(Long.toString(maximum + 1));
                }
                if (!bounds.isEmpty()) {
                    return bounds.get(random.nextInt(bounds.size()));
                }
            }
            return NUMBER_ATTACKS[random.nextInt(NUMBER_ATTACKS.length)];
        }
        if (type.equals("boolean")) {
            return BOOLEAN_ATTACKS[random.nextInt(BOOLEAN_ATTACKS.length)];
        }
        if (pick < 2) {
            int length = random.nextInt(4) == 0 ? 70_000 : 1 + random.nextInt(20_000);
            return random.nextBoolean() ? "a".repeat(length) : "1,".repeat(length / 2) + "0";
        }
        if (pick < 4 && schema.has("enum")) {
            String member = schema.get("enum")
                    .get(random.nextInt(schema.get("enum").size()))
                    .asString();
            return random.nextBoolean() ? member.toUpperCase(Locale.ROOT) : " " + member;
        }
        if (pick < 6 && parameter.has("example")) {
            return mangle(parameter.get("example").asString(), random);
        }
        return TEXT_ATTACKS[random.nextInt(TEXT_ATTACKS.length)];
    }

    /** The example's text with one character replaced, one inserted or one dropped. */
    private static String mangle(String text, SplittableRandom random) {
        String inserts = ",/;-0123456789 \u0000\u0661x";
        if (text.isEmpty()) {
            return String.valueOf(inserts.charAt(random.nextInt(inserts.length())));
        }
        int at = random.nextInt(text.length());
        char c = inserts.charAt(random.nextInt(inserts.length()));
        return switch (random.nextInt(3)) {
            case 0 -> text.substring(0, at) + c + text.substring(at + 1);
            case 1 -> text.substring(0, at) + c + text.substring(at);
            default -> text.substring(0, at) + text.substring(at + 1);
        };
    }

    // --- JSON values from schemas -------------------------------------------------------------------------------

    /** A value valid for {@code schema}: the example (reordered where it is a list of numbers) or one generated. */
    private JsonNode validJson(String name, JsonNode schemaNode, JsonNode example, int depth, SplittableRandom random) {
        JsonNode schema = contract.resolve(schemaNode);
        JsonNode given = example != null ? example : schema.get("example");
        if (given != null && KEEP_EXAMPLE.contains(name)) {
            return given;
        }
        if (schema.has("enum")) {
            return schema.get("enum").get(random.nextInt(schema.get("enum").size()));
        }
        for (String choice : new String[] {"oneOf", "anyOf"}) {
            if (schema.has(choice)) {
                if (given != null && random.nextBoolean()) {
                    return reorder(given, random);
                }
                JsonNode branches = schema.get(choice);
                return validJson(name, branches.get(random.nextInt(branches.size())), null, depth + 1, random);
            }
        }
        String type = type(schema, random);
        switch (type) {
            case "object" -> {
                ObjectNode object = NODES.objectNode();
                List<String> required = new ArrayList<>();
                schema.path("required").forEach(field -> required.add(field.asString()));
                if (schema.has("properties") && depth < 6) {
                    schema.get("properties").properties().forEach(property -> {
                        if (required.contains(property.getKey()) || random.nextInt(3) > 0) {
                            object.set(
                                    property.getKey(),
                                    validJson(property.getKey(), property.getValue(), null, depth + 1, random));
                        }
                    });
                } else if (given != null && given.isObject()) {
                    return given.deepCopy();
                }
                return object;
            }
            case "array" -> {
                if (given != null && given.isArray() && random.nextInt(4) > 0) {
                    return reorder(given, random);
                }
                ArrayNode array = NODES.arrayNode();
                int size = depth > 4 ? 0 : 1 + random.nextInt(3);
                for (int i = 0; i < size; i++) {
                    array.add(validJson(name, schema.path("items"), null, depth + 1, random));
                }
                return array;
            }
            case "integer" -> {
                return NODES.numberNode(validInteger(name, schema, given, random));
            }
            case "number" -> {
                return NODES.numberNode(given != null && given.isNumber() ? given.asDouble() : random.nextDouble());
            }
            case "boolean" -> {
                return NODES.booleanNode(random.nextBoolean());
            }
            case "null" -> {
                return NODES.nullNode();
            }
            default -> {
                if (given != null && given.isString()) {
                    return NODES.stringNode(
                            random.nextBoolean() ? given.asString() : reorder(given.asString(), random));
                }
                if (schema.has("default")) {
                    return schema.get("default");
                }
                return NODES.stringNode("x" + random.nextInt(100));
            }
        }
    }

    private static long validInteger(String name, JsonNode schema, JsonNode example, SplittableRandom random) {
        long low = schema.has("minimum") ? schema.get("minimum").asLong() : 0;
        long high = schema.has("maximum")
                ? schema.get("maximum").asLong()
                : Math.max(low + 10, example != null && example.isNumber() ? 2 * example.asLong() : 10);
        long cap = VALID_CAPS.getOrDefault(name, Long.MAX_VALUE);
        high = Math.max(low, Math.min(high, cap));
        return switch (random.nextInt(5)) {
            case 0 -> low;
            case 1 -> Math.min(low + 1, high);
            case 2 -> example != null && example.isNumber() ? Math.max(low, Math.min(example.asLong(), high)) : high;
            default -> low + random.nextLong(high - low + 1);
        };
    }

    /** The same value with the numbers of its leaves (or of its text, for a list of numbers) in another order. */
    private static JsonNode reorder(JsonNode value, SplittableRandom random) {
        if (value.isString()) {
            return NODES.stringNode(reorder(value.asString(), random));
        }
        JsonNode copy = value.deepCopy();
        List<JsonNode> leaves = new ArrayList<>();
        collectNumbers(copy, leaves);
        if (leaves.size() < 2 || random.nextInt(4) == 0) {
            return copy;
        }
        List<Long> numbers = new ArrayList<>();
        leaves.forEach(leaf -> numbers.add(leaf.asLong()));
        shuffle(numbers, random);
        int[] next = {0};
        return replaceNumbers(copy, numbers, next);
    }

    private static void collectNumbers(JsonNode node, List<JsonNode> leaves) {
        if (node.isNumber()) {
            leaves.add(node);
        }
        node.forEach(child -> collectNumbers(child, leaves));
    }

    private static JsonNode replaceNumbers(JsonNode node, List<Long> numbers, int[] next) {
        if (node.isNumber()) {
            return NODES.numberNode(numbers.get(next[0]++));
        }
        if (node.isArray()) {
            ArrayNode array = NODES.arrayNode();
            node.forEach(child -> array.add(replaceNumbers(child, numbers, next)));
            return array;
        }
        if (node.isObject()) {
            ObjectNode object = NODES.objectNode();
            node.properties()
                    .forEach(entry -> object.set(entry.getKey(), replaceNumbers(entry.getValue(), numbers, next)));
            return object;
        }
        return node;
    }

    private static String reorder(String text, SplittableRandom random) {
        if (!NUMBER_LIST.matcher(text).matches() || random.nextInt(4) == 0) {
            return text;
        }
        List<String> numbers = new ArrayList<>();
        Matcher matcher = NUMBER.matcher(text);
        while (matcher.find()) {
            numbers.add(matcher.group());
        }
        shuffle(numbers, random);
        StringBuilder out = new StringBuilder();
        matcher.reset();
        int index = 0;
        while (matcher.find()) {
            matcher.appendReplacement(out, numbers.get(index++));
        }
        matcher.appendTail(out);
        return out.toString();
    }

    private static <T> void shuffle(List<T> list, SplittableRandom random) {
        for (int i = list.size() - 1; i > 0; i--) {
            int j = random.nextInt(i + 1);
            T swap = list.get(i);
            list.set(i, list.get(j));
            list.set(j, swap);
        }
    }

    private static String type(JsonNode schema, SplittableRandom random) {
        JsonNode type = schema.get("type");
        if (type == null) {
            return schema.has("properties") ? "object" : schema.has("items") ? "array" : "string";
        }
        if (type.isArray()) {
            return type.get(random.nextInt(type.size())).asString();
        }
        return type.asString();
    }

    // --- bodies -------------------------------------------------------------------------------------------------

    private byte[] ndjsonBody(JsonNode lineSchema, SplittableRandom random) {
        StringBuilder lines = new StringBuilder();
        int count = random.nextInt(4);
        for (int i = 0; i < count; i++) {
            lines.append(validJson("", lineSchema, null, 0, random)).append('\n');
        }
        return lines.toString().getBytes(StandardCharsets.UTF_8);
    }

    /** A broken body, what breaks it, and the content type to send instead of the declared one (empty: none). */
    record BodyAttack(byte[] body, String what, String contentType) {}

    private BodyAttack attackBody(JsonNode schemaNode, boolean ndjson, SplittableRandom random) {
        JsonNode schema = contract.resolve(schemaNode);
        JsonNode valid = validJson("", schema, null, 0, random);
        String text = valid.toString();
        if (ndjson) {
            text = new String(ndjsonBody(schema, random), StandardCharsets.UTF_8);
        }
        switch (random.nextInt(16)) {
            case 0 -> {
                ObjectNode object = firstObject(valid);
                List<String> required = new ArrayList<>();
                contract.resolve(objectSchema(schema)).path("required").forEach(f -> required.add(f.asString()));
                if (object != null && !required.isEmpty()) {
                    String field = required.get(random.nextInt(required.size()));
                    object.remove(field);
                    return json(valid, ndjson, "required field " + field + " missing");
                }
                return json(valid, ndjson, "valid (nothing required)");
            }
            case 1 -> {
                ObjectNode object = firstObject(valid);
                if (object != null && !object.isEmpty()) {
                    String field = pickField(object, random);
                    object.set(field, wrongType(object.get(field), random));
                    return json(valid, ndjson, "field " + field + " of the wrong type");
                }
                return new BodyAttack(bytes(wrongType(valid, random)), "body of the wrong type", null);
            }
            case 2 -> {
                ObjectNode object = firstObject(valid);
                if (object != null && !object.isEmpty()) {
                    String field = pickField(object, random);
                    object.putNull(field);
                    return json(valid, ndjson, "field " + field + " null");
                }
                return new BodyAttack(bytes(NODES.nullNode()), "null body", null);
            }
            case 3 -> {
                ObjectNode object = firstObject(valid);
                if (object != null) {
                    object.put("unexpectedField", random.nextBoolean() ? "x" : "1");
                }
                return json(valid, ndjson, "extra field");
            }
            case 4 -> {
                int depth = 100 + random.nextInt(5_000);
                String nested = random.nextBoolean()
                        ? "[".repeat(depth) + "]".repeat(depth)
                        : "{\"a\":".repeat(depth) + "1" + "}".repeat(depth);
                ObjectNode object = firstObject(valid);
                if (object != null && !object.isEmpty() && random.nextBoolean()) {
                    String field = pickField(object, random);
                    String marker = "\"__nested__\"";
                    object.put(field, "__nested__");
                    return text(
                            valid.toString().replace(marker, nested), "field " + field + " nested " + depth + " deep");
                }
                return text(nested, "nested " + depth + " deep");
            }
            case 5 -> {
                int cut = text.isEmpty() ? 0 : random.nextInt(text.length());
                return text(text.substring(0, cut), "truncated at " + cut + " of " + text.length());
            }
            case 6 -> {
                String noise = "{}[],:\"\\x0 \u0000\u00e9";
                StringBuilder mangled = new StringBuilder(text);
                int changes = 1 + random.nextInt(3);
                for (int i = 0; i < changes && mangled.length() > 0; i++) {
                    mangled.setCharAt(random.nextInt(mangled.length()), noise.charAt(random.nextInt(noise.length())));
                }
                return text(mangled.toString(), "mangled");
            }
            case 7 -> {
                return random.nextBoolean()
                        ? new BodyAttack(new byte[0], "empty", null)
                        : new BodyAttack(null, "no body at all", "");
            }
            case 8 -> {
                String[] literals = {"null", "[]", "{}", "1", "\"x\"", "true", "[null]", "[{}]", "[[]]", " ", "\n"};
                String literal = literals[random.nextInt(literals.length)];
                return text(literal, "the literal " + literal.trim());
            }
            case 9 -> {
                ObjectNode object = firstObject(valid);
                String[] numbers = {"1e400", "99999999999999999999", "1.5", "-1", "-0.0", "2147483648", "1E2"};
                String number = numbers[random.nextInt(numbers.length)];
                if (object != null && !object.isEmpty()) {
                    String field = pickField(object, random);
                    object.put(field, "__number__");
                    return text(valid.toString().replace("\"__number__\"", number), "field " + field + " = " + number);
                }
                return text(number, "the number " + number);
            }
            case 10 -> {
                ObjectNode object = firstObject(valid);
                if (object != null && !object.isEmpty()) {
                    String field = pickField(object, random);
                    String json = valid.toString();
                    String duplicate = "\"" + field + "\":" + object.get(field) + ",";
                    int at = json.indexOf('{') + 1;
                    return text(json.substring(0, at) + duplicate + json.substring(at), "duplicate field " + field);
                }
                return json(valid, ndjson, "valid");
            }
            case 11 -> {
                String type = WRONG_CONTENT_TYPES[random.nextInt(WRONG_CONTENT_TYPES.length)];
                return new BodyAttack(text.getBytes(StandardCharsets.UTF_8), "content type " + type, type);
            }
            case 12 -> {
                return new BodyAttack(text.getBytes(StandardCharsets.UTF_8), "no content type", "");
            }
            case 13 -> {
                ByteArrayOutputStream out = new ByteArrayOutputStream();
                byte[] raw = text.getBytes(StandardCharsets.UTF_8);
                int at = raw.length == 0 ? 0 : random.nextInt(raw.length);
                out.write(raw, 0, at);
                out.writeBytes(new byte[] {(byte) 0xC3, (byte) 0x28, (byte) 0xFF});
                out.write(raw, at, raw.length - at);
                return new BodyAttack(out.toByteArray(), "invalid UTF-8 at " + at, null);
            }
            case 14 -> {
                ObjectNode object = firstObject(valid);
                if (object != null && !object.isEmpty()) {
                    String field = pickField(object, random);
                    object.put(field, "9".repeat(1 + random.nextInt(30_000)));
                    return json(valid, ndjson, "field " + field + " a long string");
                }
                return text("\"" + "a".repeat(30_000) + "\"", "a long string");
            }
            default -> {
                String line = validJson("", schema, null, 0, random).toString();
                String[] lines = {
                    "", " ", "\r", "\t", "{", "null", "[]", "1", "\"x\"", "{}", line.substring(0, line.length() / 2)
                };
                StringBuilder body = new StringBuilder();
                int count = 1 + random.nextInt(4);
                for (int i = 0; i < count; i++) {
                    body.append(random.nextBoolean() ? line : lines[random.nextInt(lines.length)]);
                    body.append(random.nextBoolean() ? "\n" : "\r\n");
                }
                if (random.nextBoolean()) {
                    body.setLength(Math.max(0, body.length() - 1));
                }
                return text(body.toString(), "lines, some empty or malformed");
            }
        }
    }

    private JsonNode objectSchema(JsonNode schema) {
        JsonNode resolved = contract.resolve(schema);
        if ("array".equals(resolved.path("type").asString()) && resolved.has("items")) {
            return contract.resolve(resolved.get("items"));
        }
        return resolved;
    }

    private static ObjectNode firstObject(JsonNode value) {
        if (value instanceof ObjectNode object) {
            return object;
        }
        if (value.isArray() && !value.isEmpty() && value.get(0) instanceof ObjectNode object) {
            return object;
        }
        return null;
    }

    private static String pickField(ObjectNode object, SplittableRandom random) {
        List<String> names = new ArrayList<>(object.propertyNames());
        return names.get(random.nextInt(names.size()));
    }

    private static JsonNode wrongType(JsonNode value, SplittableRandom random) {
        if (value == null || value.isNull()) {
            return NODES.stringNode("x");
        }
        if (value.isNumber()) {
            return random.nextBoolean() ? NODES.stringNode(value.asString()) : NODES.booleanNode(true);
        }
        if (value.isString()) {
            return random.nextBoolean() ? NODES.numberNode(12) : NODES.objectNode();
        }
        if (value.isArray()) {
            return random.nextBoolean() ? NODES.objectNode().put("a", 1) : NODES.stringNode("[1,2]");
        }
        if (value.isBoolean()) {
            return random.nextBoolean() ? NODES.stringNode("true") : NODES.numberNode(1);
        }
        return NODES.arrayNode().add(1);
    }

    private static BodyAttack json(JsonNode value, boolean ndjson, String what) {
        String text = value.toString();
        if (ndjson && value.isObject()) {
            text = text + "\n";
        }
        return text(text, what);
    }

    private static BodyAttack text(String text, String what) {
        return new BodyAttack(text.getBytes(StandardCharsets.UTF_8), what, null);
    }

    private static byte[] bytes(JsonNode value) {
        return JSON.writeValueAsBytes(value);
    }

    // --- the request target -------------------------------------------------------------------------------------

    private static String target(
            String template,
            Map<String, String> pathValues,
            Map<String, List<String>> query,
            boolean badEncoding,
            SplittableRandom random) {
        String path = template;
        for (Map.Entry<String, String> value : pathValues.entrySet()) {
            path = path.replace("{" + value.getKey() + "}", encode(value.getValue(), false));
        }
        StringBuilder target = new StringBuilder(path);
        char separator = '?';
        for (Map.Entry<String, List<String>> parameter : query.entrySet()) {
            for (String value : parameter.getValue()) {
                target.append(separator)
                        .append(encode(parameter.getKey(), true))
                        .append('=')
                        .append(encode(value, true));
                separator = '&';
            }
        }
        if (badEncoding) {
            String[] bad = {"%zz", "%C3%28", "%", "%E2%82", "%FF", "%C0%AF", "%00%"};
            target.append(separator).append("board=").append(bad[random.nextInt(bad.length)]);
        }
        return target.toString();
    }

    /** Percent-encodes UTF-8, leaving the unreserved characters and, in a query, the board text's , and /. */
    private static String encode(String text, boolean query) {
        StringBuilder out = new StringBuilder();
        for (byte b : text.getBytes(StandardCharsets.UTF_8)) {
            int c = b & 0xff;
            boolean plain = (c >= 'a' && c <= 'z')
                    || (c >= 'A' && c <= 'Z')
                    || (c >= '0' && c <= '9')
                    || c == '-'
                    || c == '.'
                    || c == '_'
                    || c == '~'
                    || (query && (c == ',' || c == '/'));
            if (plain) {
                out.append((char) c);
            } else {
                out.append('%').append(Character.toUpperCase(Character.forDigit(c >> 4, 16)));
                out.append(Character.toUpperCase(Character.forDigit(c & 0xf, 16)));
            }
        }
        return out.toString();
    }

    private static String shortly(String value) {
        String shown = value.length() > 60 ? value.substring(0, 40) + "...(" + value.length() + " chars)" : value;
        return "'" + shown.replace("\u0000", "\\u0000").replace("\n", "\\n").replace("\r", "\\r") + "'";
    }
}
