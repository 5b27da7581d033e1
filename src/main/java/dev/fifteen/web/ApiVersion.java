package dev.fifteen.web;

import java.util.List;

/** The API version's header and the versions the service answers, the one place that names them. */
public final class ApiVersion {

    /** The request header that asks for a version, and the response header that names the one that answered. */
    public static final String HEADER = "API-Version";

    /** The version of a request that names none. */
    public static final String DEFAULT = "1";

    /** Every version the service answers, oldest first. */
    public static final List<String> SUPPORTED = List.of("1");

    private ApiVersion() {}
}
