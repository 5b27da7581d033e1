package dev.fifteen.web;

import java.math.BigInteger;

/**
 * The text of a whole number in a query parameter: an optional minus sign and ASCII digits, nothing else. Java's
 * own parsing would also take other scripts' digits ({@code ١٢}, fullwidth {@code １０}) and Spring's would take
 * hexadecimal ({@code 0x10}); a client that sends those has made a mistake worth reporting. A number out of the
 * target's range is reported with the range.
 */
final class WholeNumberText {

    private WholeNumberText() {}

    static long parse(String text, long min, long max) {
        String trimmed = text.trim();
        int start = trimmed.startsWith("-") || trimmed.startsWith("+") ? 1 : 0;
        if (trimmed.length() == start) {
            throw new IllegalArgumentException("not a whole number");
        }
        for (int i = start; i < trimmed.length(); i++) {
            char c = trimmed.charAt(i);
            if (c < '0' || c > '9') {
                throw new IllegalArgumentException("not a whole number: only the ASCII digits 0-9 are digits");
            }
        }
        BigInteger value = new BigInteger(trimmed);
        if (value.compareTo(BigInteger.valueOf(min)) < 0 || value.compareTo(BigInteger.valueOf(max)) > 0) {
            throw new IllegalArgumentException("out of range " + min + " to " + max);
        }
        return value.longValue();
    }

    /** How the range of a whole-number type reads in an error message. */
    static String range(Class<?> type) {
        if (type == long.class || type == Long.class) {
            return "a whole number from " + Long.MIN_VALUE + " to " + Long.MAX_VALUE;
        }
        if (type == int.class || type == Integer.class) {
            return "a whole number from " + Integer.MIN_VALUE + " to " + Integer.MAX_VALUE;
        }
        if (type == short.class || type == Short.class) {
            return "a whole number from " + Short.MIN_VALUE + " to " + Short.MAX_VALUE;
        }
        return "a whole number";
    }
}
