package dev.fifteen.web.ratelimit;

import jakarta.servlet.http.HttpServletRequest;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.List;
import java.util.Set;

/**
 * Who a request comes from, for its rate limit: the API key when the key header is configured and present (kept
 * only as a SHA-256 digest, so no key is ever stored), otherwise the client's address. The address is the
 * connection's peer unless that peer is a trusted proxy; then it is the last address in {@code X-Forwarded-For}
 * that is not a trusted proxy itself (the ones further left were written by the client and prove nothing).
 */
final class ClientIdentity {

    private final String apiKeyHeader;
    private final Set<String> trustedProxies;

    ClientIdentity(String apiKeyHeader, List<String> trustedProxies) {
        this.apiKeyHeader = apiKeyHeader;
        this.trustedProxies = Set.copyOf(trustedProxies);
    }

    String of(HttpServletRequest request) {
        if (!apiKeyHeader.isEmpty()) {
            String key = request.getHeader(apiKeyHeader);
            if (key != null && !key.isBlank()) {
                return "key:" + digest(key.strip());
            }
        }
        return "address:" + address(request.getRemoteAddr(), request.getHeader("X-Forwarded-For"));
    }

    String address(String peer, String forwardedFor) {
        if (!trustedProxies.contains(peer) || forwardedFor == null) {
            return peer;
        }
        String[] hops = forwardedFor.split(",");
        for (int k = hops.length - 1; k >= 0; k--) {
            String hop = hops[k].strip();
            if (!hop.isEmpty() && !trustedProxies.contains(hop)) {
                return hop;
            }
        }
        return peer;
    }

    private static String digest(String key) {
        try {
            byte[] hash = MessageDigest.getInstance("SHA-256").digest(key.getBytes(StandardCharsets.UTF_8));
            return HexFormat.of().formatHex(hash);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java runtime has SHA-256", e);
        }
    }
}
