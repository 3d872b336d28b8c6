package dev.algoreval.dataset;

import com.fasterxml.jackson.core.JacksonException;
import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.exc.UnrecognizedPropertyException;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;

/**
 * The dataset's files on the classpath, read strictly: unknown fields, nulls for primitives and
 * repeated keys (a second {@code variants:} would silently drop the first) are errors, and every error
 * names the file, the field and the line.
 */
public final class YamlResources {
    private final ObjectMapper yaml = new ObjectMapper(new YAMLFactory())
            .enable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
            .enable(DeserializationFeature.FAIL_ON_NULL_FOR_PRIMITIVES)
            .enable(JsonParser.Feature.STRICT_DUPLICATE_DETECTION);
    private final ClassLoader classLoader;

    public YamlResources(ClassLoader classLoader) {
        this.classLoader = classLoader;
    }

    public ObjectMapper mapper() {
        return yaml;
    }

    /** @throws DatasetException naming the file and field when it is missing, empty or malformed */
    public <T> T read(String file, Class<T> type) {
        try (InputStream in = open(file)) {
            T value = yaml.readValue(in, type);
            if (value == null) {
                throw new DatasetException(file, "(document)", "is empty");
            }
            return value;
        } catch (JsonMappingException e) {
            throw new DatasetException(file, DatasetException.fieldPath(e), "malformed: " + problem(e) + at(e), e);
        } catch (JacksonException e) {
            throw new DatasetException(file, "(document)", "malformed: " + e.getOriginalMessage() + at(e), e);
        } catch (IOException e) {
            throw new DatasetException(file, "cannot be read", e);
        }
    }

    public String readText(String file) {
        try (InputStream in = open(file)) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new DatasetException(file, "cannot be read", e);
        }
    }

    public InputStream open(String file) throws IOException {
        InputStream in = classLoader.getResourceAsStream(file);
        if (in == null) {
            throw new DatasetException(file, "(file)", "is missing from the classpath");
        }
        return in;
    }

    /** @throws DatasetException when {@code value} is missing, blank or empty */
    public static <T> T require(String file, String field, T value) {
        if (value == null || (value instanceof String s && s.isBlank())
                || (value instanceof List<?> l && l.isEmpty()) || (value instanceof Map<?, ?> m && m.isEmpty())) {
            throw new DatasetException(file, field, "is required");
        }
        return value;
    }

    private static String problem(JsonMappingException e) {
        if (e instanceof UnrecognizedPropertyException u) {
            return "unknown field '" + u.getPropertyName() + "'; known fields are " + u.getKnownPropertyIds();
        }
        return e.getOriginalMessage();
    }

    private static String at(JacksonException e) {
        JsonLocation location = e.getLocation();
        return location == null || location.getLineNr() < 0 ? ""
                : " (line " + location.getLineNr() + ", column " + location.getColumnNr() + ")";
    }
}
