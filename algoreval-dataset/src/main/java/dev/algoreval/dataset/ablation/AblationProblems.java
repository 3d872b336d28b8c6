package dev.algoreval.dataset.ablation;

import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.core.JacksonException;
import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.exc.UnrecognizedPropertyException;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import dev.algoreval.dataset.DatasetException;
import dev.algoreval.dataset.InputLiterals;
import dev.algoreval.dataset.Language;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * Reads the name/spec ablation from classpath resources under {@code algoreval/ablation/}:
 * {@code ablation.yaml} lists the novel and the known problem ids, each {@code <id>/problem.yaml}
 * holds one problem, {@code <id>/reference/<source file>} its correct programs and
 * {@code <id>/wrong_spec_reference.py} a program that follows the wrong spec. As strict as the
 * benchmark's loader: unknown or repeated keys, missing fields and inconsistent texts are each a
 * {@link DatasetException} naming the file and the field. It also refuses a problem whose texts give
 * the real name away, so the spec-only, wrong-name and fake-name prompts cannot leak it.
 */
public final class AblationProblems {
    public static final String ROOT = "algoreval/ablation/";
    public static final String INDEX = ROOT + "ablation.yaml";
    /** The one function name of every problem: a neutral name keeps the algorithm out of the signature. */
    public static final String FUNCTION = "solve";
    private static final String PYTHON_MAIN = "if __name__ == \"__main__\":";
    private static final Pattern SIGNATURE = Pattern.compile(Pattern.quote(FUNCTION) + "\\(\\w+(, \\w+)*\\)");

    private final ObjectMapper yaml = new ObjectMapper(new YAMLFactory())
            .enable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
            .enable(DeserializationFeature.FAIL_ON_NULL_FOR_PRIMITIVES)
            .enable(JsonParser.Feature.STRICT_DUPLICATE_DETECTION);
    private final ClassLoader classLoader;

    AblationProblems(ClassLoader classLoader) {
        this.classLoader = classLoader;
    }

    record IndexFile(List<String> novel, List<String> known) {
    }

    record ProblemFile(String id, String name, @JsonProperty("wrong_name") String wrongName,
            @JsonProperty("fake_name") String fakeName, @JsonProperty("leak_terms") List<String> leakTerms,
            String signature, String format, String spec, @JsonProperty("wrong_spec") String wrongSpec,
            @JsonProperty("swapped_rule") String swappedRule, String test,
            @JsonProperty("python_test") String pythonTest, Map<String, Object> input, String expected) {
    }

    /** Every problem of the ablation, the novel ones first, each list in the index's order. */
    public static List<AblationProblem> load() {
        return new AblationProblems(AblationProblems.class.getClassLoader()).loadAll();
    }

    List<AblationProblem> loadAll() {
        IndexFile index = read(INDEX, IndexFile.class);
        require(INDEX, "novel", index.novel());
        if (index.known() == null) {
            throw new DatasetException(INDEX, "known", "is required (an empty list [] if there are none)");
        }
        Set<String> seen = new HashSet<>();
        List<AblationProblem> problems = new ArrayList<>();
        for (String id : index.novel()) {
            problems.add(loadProblem(id, true, seen));
        }
        for (String id : index.known()) {
            problems.add(loadProblem(id, false, seen));
        }
        return List.copyOf(problems);
    }

    private AblationProblem loadProblem(String id, boolean novel, Set<String> seen) {
        if (id == null || id.isBlank() || !seen.add(id)) {
            throw new DatasetException(INDEX, novel ? "novel" : "known", "blank or repeated problem id '" + id + "'");
        }
        String file = ROOT + id + "/problem.yaml";
        ProblemFile raw = read(file, ProblemFile.class);
        if (!id.equals(raw.id())) {
            throw new DatasetException(file, "id", "is '" + raw.id() + "' but the folder and " + INDEX + " say '" + id + "'");
        }
        String name = require(file, "name", raw.name());
        String wrongName = require(file, "wrong_name", raw.wrongName());
        String fakeName = require(file, "fake_name", raw.fakeName());
        List<String> leakTerms = require(file, "leak_terms", raw.leakTerms());
        for (int i = 0; i < leakTerms.size(); i++) {
            require(file, "leak_terms[" + i + "]", leakTerms.get(i));
        }
        String signature = require(file, "signature", raw.signature()).strip();
        if (!SIGNATURE.matcher(signature).matches()) {
            throw new DatasetException(file, "signature",
                    "must be " + FUNCTION + "(param, ...): a neutral function name keeps the algorithm's name out");
        }
        String spec = require(file, "spec", raw.spec()).strip();
        String wrongSpec = require(file, "wrong_spec", raw.wrongSpec()).strip();
        if (spec.equals(wrongSpec)) {
            throw new DatasetException(file, "wrong_spec", "is the same text as spec: one decision rule must be swapped");
        }
        String pythonTest = require(file, "python_test", raw.pythonTest());
        if (!pythonTest.startsWith(PYTHON_MAIN)) {
            throw new DatasetException(file, "python_test", "must start with " + PYTHON_MAIN);
        }
        String expected = require(file, "expected", raw.expected());
        if (!expected.endsWith("\n")) {
            throw new DatasetException(file, "expected", "must end with a newline (use a '|' block)");
        }
        String test = require(file, "test", raw.test()).strip();
        Map<String, Object> input = require(file, "input", raw.input());
        InputLiterals.firstMissing(input, test).ifPresent(key -> {
            throw new DatasetException(file, "input." + key, "does not appear in the test text");
        });
        InputLiterals.firstMissing(input, pythonTest).ifPresent(key -> {
            throw new DatasetException(file, "input." + key, "does not appear in python_test");
        });
        AblationProblem problem = new AblationProblem(id, novel, name.strip(), wrongName.strip(), fakeName.strip(),
                leakTerms, signature, require(file, "format", raw.format()).strip(), spec, wrongSpec,
                require(file, "swapped_rule", raw.swappedRule()).strip(), test, pythonTest, input, expected,
                references(id, pythonTest), wrongSpecProgram(id, pythonTest));
        checkNames(file, problem);
        checkNoLeak(file, problem);
        return problem;
    }

    /** The three names must be three different names, or two conditions would pose the same prompt. */
    private static void checkNames(String file, AblationProblem problem) {
        String name = problem.name().toLowerCase(Locale.ROOT);
        if (name.equals(problem.wrongName().toLowerCase(Locale.ROOT))) {
            throw new DatasetException(file, "wrong_name", "is the real name");
        }
        if (name.equals(problem.fakeName().toLowerCase(Locale.ROOT))
                || problem.fakeName().equalsIgnoreCase(problem.wrongName())) {
            throw new DatasetException(file, "fake_name", "repeats the real or the wrong name");
        }
    }

    /**
     * Every text a name-less or wrongly named prompt shows must be free of the real name and of the
     * leak terms; otherwise spec-only would not be "no name".
     */
    private static void checkNoLeak(String file, AblationProblem problem) {
        Map<String, String> texts = new java.util.LinkedHashMap<>();
        texts.put("wrong_name", problem.wrongName());
        texts.put("fake_name", problem.fakeName());
        texts.put("signature", problem.signature());
        texts.put("format", problem.format());
        texts.put("spec", problem.spec());
        texts.put("wrong_spec", problem.wrongSpec());
        texts.put("test", problem.test());
        texts.put("python_test", problem.pythonTest());
        for (Map.Entry<String, String> text : texts.entrySet()) {
            NameLeaks.find(problem, text.getValue()).ifPresent(leak -> {
                throw new DatasetException(file, text.getKey(), "gives the real name away: it contains '" + leak + "'");
            });
        }
    }

    private Map<Language, String> references(String id, String pythonTest) {
        Map<Language, String> references = new EnumMap<>(Language.class);
        for (Language language : Language.values()) {
            String file = ROOT + id + "/reference/" + language.sourceFileName();
            references.put(language, readText(file));
        }
        String python = ROOT + id + "/reference/" + Language.PYTHON.sourceFileName();
        if (!references.get(Language.PYTHON).contains(pythonTest.strip())) {
            throw new DatasetException(python, "python_test", "the Python reference must contain python_test verbatim");
        }
        return references;
    }

    private String wrongSpecProgram(String id, String pythonTest) {
        String file = ROOT + id + "/wrong_spec_reference.py";
        String program = readText(file);
        if (!program.contains(pythonTest.strip())) {
            throw new DatasetException(file, "python_test", "the wrong-spec program must contain python_test verbatim");
        }
        return program;
    }

    private <T> T read(String file, Class<T> type) {
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

    private String readText(String file) {
        try (InputStream in = open(file)) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new DatasetException(file, "cannot be read", e);
        }
    }

    private InputStream open(String file) throws IOException {
        InputStream in = classLoader.getResourceAsStream(file);
        if (in == null) {
            throw new DatasetException(file, "(file)", "is missing from the classpath");
        }
        return in;
    }

    private static <T> T require(String file, String field, T value) {
        if (value == null || (value instanceof String s && s.isBlank())
                || (value instanceof List<?> l && l.isEmpty()) || (value instanceof Map<?, ?> m && m.isEmpty())) {
            throw new DatasetException(file, field, "is required");
        }
        return value;
    }
}
