package dev.algoreval.dataset.plus;

import com.fasterxml.jackson.core.JacksonException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.json.JsonMapper;
import dev.algoreval.dataset.DatasetException;
import dev.algoreval.dataset.Representation;
import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The hidden tests of each variant, read from {@code algoreval/algorithms/<id>/plus/<representation>.json}:
 * <pre>{"tests": [{"name": "...", "args": [...], "expected": ...},
 *            {"name": "...", "args": [ctor args], "calls": [["addEdge", [0, 1]], ...], "expected": [...]}]}</pre>
 * Files are generated (inputs from a seeded generator, expected results from an independent oracle)
 * and checked by the dataset tests; see the dataset README, section 9.
 */
public final class HiddenTests {
    private static final String ROOT = "algoreval/algorithms/";
    private static final JsonMapper JSON = JsonValues.MAPPER.rebuild()
            .enable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES).build();
    private static final Map<String, Optional<List<HiddenTest>>> CACHE = new ConcurrentHashMap<>();

    record TestsFile(List<TestEntry> tests) {
    }

    record TestEntry(String name, List<Object> args, List<List<Object>> calls, Object expected) {
    }

    private HiddenTests() {
    }

    public static String resource(String algorithmId, Representation representation) {
        return ROOT + algorithmId + "/plus/" + representation.id() + ".json";
    }

    /** The variant's hidden tests, or empty when it has none yet; memoized. */
    public static Optional<List<HiddenTest>> of(String algorithmId, Representation representation) {
        String file = resource(algorithmId, representation);
        return CACHE.computeIfAbsent(file, f -> read(f, HiddenTests.class.getClassLoader()));
    }

    static Optional<List<HiddenTest>> read(String file, ClassLoader loader) {
        try (InputStream in = loader.getResourceAsStream(file)) {
            if (in == null) {
                return Optional.empty();
            }
            return Optional.of(parse(file, JSON.readValue(in, TestsFile.class)));
        } catch (JsonMappingException e) {
            throw new DatasetException(file, DatasetException.fieldPath(e), "malformed: " + e.getOriginalMessage(), e);
        } catch (JacksonException e) {
            throw new DatasetException(file, "(document)", "malformed: " + e.getOriginalMessage(), e);
        } catch (IOException e) {
            throw new DatasetException(file, "cannot be read", e);
        }
    }

    @SuppressWarnings("unchecked")
    private static List<HiddenTest> parse(String file, TestsFile raw) {
        if (raw == null || raw.tests() == null || raw.tests().isEmpty()) {
            throw new DatasetException(file, "tests", "is required and must not be empty");
        }
        List<HiddenTest> tests = new ArrayList<>();
        for (int i = 0; i < raw.tests().size(); i++) {
            TestEntry t = raw.tests().get(i);
            String at = "tests[" + i + "]";
            if (t == null || t.name() == null || t.name().isBlank()) {
                throw new DatasetException(file, at + ".name", "is required");
            }
            if (t.args() == null) {
                throw new DatasetException(file, at + ".args", "is required (use [] for none)");
            }
            List<HiddenTest.Call> calls = new ArrayList<>();
            if (t.calls() != null) {
                for (int c = 0; c < t.calls().size(); c++) {
                    List<Object> call = t.calls().get(c);
                    if (call == null || call.size() != 2 || !(call.get(0) instanceof String method)
                            || !(call.get(1) instanceof List<?> args)) {
                        throw new DatasetException(file, at + ".calls[" + c + "]", "must be [\"method\", [args...]]");
                    }
                    calls.add(new HiddenTest.Call(method, (List<Object>) args));
                }
            }
            tests.add(new HiddenTest(t.name(), t.args(), calls, t.expected()));
        }
        return List.copyOf(tests);
    }

    /** The file text for {@code tests}, as the generators write it: one test per line, stable across runs. */
    public static String format(List<HiddenTest> tests) {
        StringBuilder out = new StringBuilder("{\"tests\": [\n");
        for (int i = 0; i < tests.size(); i++) {
            HiddenTest t = tests.get(i);
            out.append("  {\"name\": ").append(JsonValues.write(t.name()))
                    .append(", \"args\": ").append(JsonValues.write(t.args()));
            if (!t.calls().isEmpty()) {
                out.append(", \"calls\": ").append(JsonValues.write(
                        t.calls().stream().map(c -> List.of(c.method(), c.args())).toList()));
            }
            out.append(", \"expected\": ").append(JsonValues.write(t.expected())).append('}')
                    .append(i + 1 < tests.size() ? ",\n" : "\n");
        }
        return out.append("]}\n").toString();
    }
}
