package dev.algoreval.dataset.oracle;

import java.util.List;
import java.util.Map;

/** Typed access to a variant's {@code input} values as YAML parsed them (numbers, strings, lists). */
public record OracleInput(Map<String, Object> values) {
    public boolean has(String key) {
        return values.containsKey(key);
    }

    public Object raw(String key) {
        if (!values.containsKey(key)) {
            throw new IllegalArgumentException("input has no '" + key + "'; it has " + values.keySet());
        }
        return values.get(key);
    }

    public int integer(String key) {
        return toInt(raw(key));
    }

    public long longValue(String key) {
        return ((Number) raw(key)).longValue();
    }

    public double decimal(String key) {
        return ((Number) raw(key)).doubleValue();
    }

    public String string(String key) {
        return (String) raw(key);
    }

    public List<?> list(String key) {
        return (List<?>) raw(key);
    }

    public List<String> strings(String key) {
        return list(key).stream().map(String.class::cast).toList();
    }

    public int[] ints(String key) {
        return toInts(raw(key));
    }

    public long[] longs(String key) {
        return list(key).stream().mapToLong(e -> ((Number) e).longValue()).toArray();
    }

    public double[] doubles(String key) {
        return toDoubles(raw(key));
    }

    public int[][] intMatrix(String key) {
        return list(key).stream().map(OracleInput::toInts).toArray(int[][]::new);
    }

    public double[][] doubleMatrix(String key) {
        return list(key).stream().map(OracleInput::toDoubles).toArray(double[][]::new);
    }

    public static int toInt(Object value) {
        return Math.toIntExact(((Number) value).longValue());
    }

    public static int[] toInts(Object list) {
        return ((List<?>) list).stream().mapToInt(OracleInput::toInt).toArray();
    }

    public static double[] toDoubles(Object list) {
        return ((List<?>) list).stream().mapToDouble(e -> ((Number) e).doubleValue()).toArray();
    }
}
