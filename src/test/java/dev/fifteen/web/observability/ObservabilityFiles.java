package dev.fifteen.web.observability;

import org.yaml.snakeyaml.Yaml;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** The files of {@code deploy/observability/} as the tests read them, and the metric names their queries use. */
final class ObservabilityFiles {

    static final Path DIRECTORY = Path.of("deploy/observability");
    static final Path RULES = DIRECTORY.resolve("fifteen-alerts.rules.yaml");
    static final Path PROMETHEUS_RULE = DIRECTORY.resolve("prometheusrule.yaml");
    static final Path DASHBOARD = DIRECTORY.resolve("fifteen-dashboard.json");

    /** Words of PromQL that are not metric names when they stand outside label matchers. */
    private static final Set<String> KEYWORDS =
            Set.of("by", "without", "and", "or", "unless", "on", "ignoring", "group_left", "group_right", "bool");

    private static final Pattern IDENTIFIER = Pattern.compile("[a-zA-Z_:][a-zA-Z0-9_:]*");

    private ObservabilityFiles() {}

    /** The rule groups of the plain Prometheus rules file. */
    static Map<String, Object> rules() {
        return yaml(RULES);
    }

    static Map<String, Object> yaml(Path file) {
        try {
            return new Yaml().load(Files.readString(file));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The expression of every alert rule. */
    @SuppressWarnings("unchecked")
    static List<String> ruleExpressions() {
        List<String> expressions = new ArrayList<>();
        for (Map<String, Object> group : (List<Map<String, Object>>) rules().get("groups")) {
            for (Map<String, Object> rule : (List<Map<String, Object>>) group.get("rules")) {
                expressions.add((String) rule.get("expr"));
            }
        }
        return expressions;
    }

    static JsonNode dashboard() {
        try {
            return JsonMapper.builder().build().readTree(Files.readString(DASHBOARD));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The query of every panel target and of every templating variable. */
    static List<String> dashboardExpressions() {
        List<String> expressions = new ArrayList<>();
        for (JsonNode panel : dashboard().get("panels")) {
            JsonNode targets = panel.get("targets");
            if (targets != null) {
                targets.forEach(target -> expressions.add(target.get("expr").asString()));
            }
        }
        for (JsonNode variable : dashboard().get("templating").get("list")) {
            if ("query".equals(variable.get("type").asString())) {
                expressions.add(variable.get("query").asString());
            }
        }
        return expressions;
    }

    /**
     * The metric names a PromQL expression reads: identifiers outside label matchers, grouping clauses, strings and
     * range selectors that are not followed by an opening parenthesis (a function) and are not keywords. Grafana's
     * {@code label_values(metric, label)} names its metric as the first argument.
     */
    static Set<String> metricNames(String expression) {
        String text = expression
                .replaceAll("label_values\\(\\s*([a-zA-Z_:][a-zA-Z0-9_:]*)[^)]*\\)", "$1")
                .replaceAll("\"[^\"]*\"", "")
                .replaceAll("\\{[^}]*}", " ")
                .replaceAll("\\[[^]]*]", " ")
                .replaceAll("\\b(by|without|on|ignoring)\\s*\\([^)]*\\)", " ")
                .replaceAll("\\$[a-zA-Z_]+", " ");
        Set<String> names = new TreeSet<>();
        Matcher identifier = IDENTIFIER.matcher(text);
        while (identifier.find()) {
            String name = identifier.group();
            String rest = text.substring(identifier.end()).stripLeading();
            if (!rest.startsWith("(") && !KEYWORDS.contains(name)) {
                names.add(name);
            }
        }
        return names;
    }

    /** Every metric name the dashboard and the alert rules use. */
    static Set<String> metricNamesUsed() {
        Set<String> names = new TreeSet<>();
        ruleExpressions().forEach(expression -> names.addAll(metricNames(expression)));
        dashboardExpressions().forEach(expression -> names.addAll(metricNames(expression)));
        return names;
    }
}
