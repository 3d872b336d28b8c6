package dev.algoreval.dataset.plus;

import com.fasterxml.jackson.core.json.JsonReadFeature;
import com.fasterxml.jackson.core.json.JsonWriteFeature;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.json.JsonMapper;
import java.util.Comparator;
import java.util.List;

/**
 * The JSON-shaped values hidden tests and drivers exchange: integers as {@code Long}, doubles as
 * {@code Double} (with {@code Infinity}, {@code -Infinity} and {@code NaN}, which drivers print for
 * "no path"), lists for lists and tuples, {@code null} for an absent optional, an object (a
 * {@code Map} with string keys) for a map.
 */
public final class JsonValues {
    public static final JsonMapper MAPPER = JsonMapper.builder()
            .enable(JsonReadFeature.ALLOW_NON_NUMERIC_NUMBERS)
            .enable(DeserializationFeature.USE_LONG_FOR_INTS)
            // Infinity for "no path" must round-trip as the bare token drivers print, not as a string.
            .disable(JsonWriteFeature.WRITE_NAN_AS_STRINGS)
            .build();

    /** A total order: null first, then booleans, numbers (by value), strings, lists (lexicographically), maps (by sorted entries). */
    public static final Comparator<Object> ORDER = JsonValues::compare;

    private JsonValues() {
    }

    public static Object parse(String json) throws JsonProcessingException {
        return MAPPER.readValue(json, Object.class);
    }

    public static String write(Object value) {
        try {
            return MAPPER.writeValueAsString(value);
        } catch (JsonProcessingException e) {
            throw new IllegalArgumentException("not a JSON-shaped value: " + value, e);
        }
    }

    private static int rank(Object v) {
        if (v == null) {
            return 0;
        }
        if (v instanceof Boolean) {
            return 1;
        }
        if (v instanceof Number) {
            return 2;
        }
        if (v instanceof String) {
            return 3;
        }
        return v instanceof java.util.Map ? 5 : 4;
    }

    @SuppressWarnings("unchecked")
    private static int compare(Object a, Object b) {
        int ra = rank(a);
        int rb = rank(b);
        if (ra != rb) {
            return Integer.compare(ra, rb);
        }
        return switch (ra) {
            case 0 -> 0;
            case 1 -> Boolean.compare((Boolean) a, (Boolean) b);
            case 2 -> compareNumbers((Number) a, (Number) b);
            case 3 -> ((String) a).compareTo((String) b);
            case 5 -> compare(sortedEntries(a), sortedEntries(b));
            default -> {
                List<Object> la = (List<Object>) a;
                List<Object> lb = (List<Object>) b;
                for (int i = 0; i < Math.min(la.size(), lb.size()); i++) {
                    int c = compare(la.get(i), lb.get(i));
                    if (c != 0) {
                        yield c;
                    }
                }
                yield Integer.compare(la.size(), lb.size());
            }
        };
    }

    /** A map as the list of its [key, value] pairs in key order, so that maps compare by content. */
    private static List<Object> sortedEntries(Object map) {
        return ((java.util.Map<?, ?>) map).entrySet().stream()
                .map(e -> (Object) java.util.Arrays.asList(e.getKey(), e.getValue()))
                .sorted(JsonValues::compare).toList();
    }

    static int compareNumbers(Number a, Number b) {
        if (a instanceof Double || b instanceof Double || a instanceof Float || b instanceof Float) {
            return Double.compare(a.doubleValue(), b.doubleValue());
        }
        if (fitsLong(a) && fitsLong(b)) {
            return Long.compare(a.longValue(), b.longValue());
        }
        return new java.math.BigInteger(a.toString()).compareTo(new java.math.BigInteger(b.toString()));
    }

    /** The integer types whose every value is a long: compared without going through text. */
    private static boolean fitsLong(Number n) {
        return n instanceof Long || n instanceof Integer || n instanceof Short || n instanceof Byte;
    }
}
