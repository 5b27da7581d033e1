package dev.fifteen.web.edge;

import dev.fifteen.web.ProblemJson;
import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import org.springframework.web.filter.OncePerRequestFilter;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;

/**
 * Refuses a query string that is not well-formed percent-encoded UTF-8 ({@code %zz}, a lone {@code %FF}, the
 * overlong {@code %C0%B0}) with a 400 Problem Details naming the first bad position, before any parameter is
 * read: the container would otherwise throw while parsing parameters, deep in a controller, as a 500.
 */
class QueryEncodingFilter extends OncePerRequestFilter {

    @Override
    protected void doFilterInternal(HttpServletRequest request, HttpServletResponse response, FilterChain chain)
            throws ServletException, IOException {
        String fault = fault(request.getQueryString());
        if (fault != null) {
            ProblemJson.write(
                    response,
                    400,
                    "malformed-query",
                    "Malformed query string",
                    "The query string is not percent-encoded UTF-8: " + fault,
                    request.getRequestURI(),
                    RequestIdFilter.current(request));
            return;
        }
        chain.doFilter(request, response);
    }

    private static int hexDigit(char c) {
        if (c >= '0' && c <= '9') {
            return c - '0';
        }
        if (c >= 'a' && c <= 'f' || c >= 'A' && c <= 'F') {
            return (c | 0x20) - 'a' + 10;
        }
        return -1;
    }

    /** What is wrong with a raw query string, or null when it decodes cleanly. */
    static String fault(String query) {
        if (query == null) {
            return null;
        }
        byte[] bytes = new byte[query.length()];
        int length = 0;
        for (int i = 0; i < query.length(); i++) {
            char c = query.charAt(i);
            if (c == '%') {
                int high = i + 2 < query.length() ? hexDigit(query.charAt(i + 1)) : -1;
                int low = high < 0 ? -1 : hexDigit(query.charAt(i + 2));
                if (low < 0) {
                    return "'%' at position " + i + " is not followed by two hexadecimal digits";
                }
                bytes[length++] = (byte) (high * 16 + low);
                i += 2;
            } else if (c > 0x7e || c < 0x20) {
                return "the character at position " + i + " must be percent-encoded";
            } else {
                bytes[length++] = (byte) c;
            }
        }
        try {
            StandardCharsets.UTF_8
                    .newDecoder()
                    .onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT)
                    .decode(ByteBuffer.wrap(bytes, 0, length));
            return null;
        } catch (CharacterCodingException e) {
            return "the percent-encoded bytes are not valid UTF-8";
        }
    }
}
