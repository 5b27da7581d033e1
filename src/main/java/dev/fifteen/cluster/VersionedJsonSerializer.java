package dev.fifteen.cluster;

import org.springframework.data.redis.serializer.RedisSerializer;
import org.springframework.data.redis.serializer.SerializationException;
import tools.jackson.core.JacksonException;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ObjectNode;

/**
 * Cache values in Redis as JSON: {@code {"type": "<class>", "value": {...}}}. The value is written and read with
 * the application's JSON mapper, so the feature's records need no annotations; the type names only Fifteen's own
 * classes (anything else is refused, so Redis content cannot make the replica load an arbitrary class). The
 * format version lives in the keys (see {@link ClusterConfiguration#FORMAT_VERSION}): a release that changes a
 * cached record raises it and never reads an entry of the old shape.
 */
final class VersionedJsonSerializer implements RedisSerializer<Object> {

    private static final String OWN_PACKAGE = "dev.fifteen.";

    private final JsonMapper mapper;

    VersionedJsonSerializer(JsonMapper mapper) {
        this.mapper = mapper;
    }

    @Override
    public byte[] serialize(Object value) {
        if (value == null) {
            return null;
        }
        ObjectNode envelope = mapper.createObjectNode();
        envelope.put("type", value.getClass().getName());
        envelope.set("value", mapper.valueToTree(value));
        try {
            return mapper.writeValueAsBytes(envelope);
        } catch (JacksonException e) {
            throw new SerializationException("cannot write " + value.getClass().getName() + " as JSON", e);
        }
    }

    @Override
    public Object deserialize(byte[] bytes) {
        if (bytes == null) {
            return null;
        }
        try {
            JsonNode envelope = mapper.readTree(bytes);
            String type = envelope.path("type").asString();
            if (!type.startsWith(OWN_PACKAGE)) {
                throw new SerializationException("refusing to read a cached value of type '" + type + "'");
            }
            return mapper.treeToValue(envelope.get("value"), Class.forName(type));
        } catch (JacksonException | ClassNotFoundException e) {
            throw new SerializationException("cannot read a cached value", e);
        }
    }
}
