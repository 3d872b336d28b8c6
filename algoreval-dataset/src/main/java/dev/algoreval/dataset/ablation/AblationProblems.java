package dev.algoreval.dataset.ablation;

import com.fasterxml.jackson.annotation.JsonProperty;
import dev.algoreval.dataset.DatasetException;
import dev.algoreval.dataset.InputLiterals;
import dev.algoreval.dataset.Language;
import dev.algoreval.dataset.YamlResources;
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

    private final YamlResources files;

    AblationProblems(ClassLoader classLoader) {
        this.files = new YamlResources(classLoader);
    }

    record IndexFile(List<String> novel, List<String> known) {
    }

    record ProblemFile(String id, String name, @JsonProperty("wrong_name") String wrongName,
            @JsonProperty("fake_name") String fakeName, @JsonProperty("leak_terms") List<String> leakTerms,
            String signature, String format, @JsonProperty("format_ties") String formatTies, String spec,
            @JsonProperty("wrong_spec") String wrongSpec,
            @JsonProperty("swapped_rule") String swappedRule, String test,
            @JsonProperty("python_test") String pythonTest, Map<String, Object> input, String expected) {
    }

    /** Every problem of the ablation, the novel ones first, each list in the index's order. */
    public static List<AblationProblem> load() {
        return new AblationProblems(AblationProblems.class.getClassLoader()).loadAll();
    }

    List<AblationProblem> loadAll() {
        IndexFile index = files.read(INDEX, IndexFile.class);
        YamlResources.require(INDEX, "novel", index.novel());
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
        ProblemFile raw = files.read(file, ProblemFile.class);
        if (!id.equals(raw.id())) {
            throw new DatasetException(file, "id", "is '" + raw.id() + "' but the folder and " + INDEX + " say '" + id + "'");
        }
        String name = YamlResources.require(file, "name", raw.name());
        String wrongName = YamlResources.require(file, "wrong_name", raw.wrongName());
        String fakeName = YamlResources.require(file, "fake_name", raw.fakeName());
        List<String> leakTerms = YamlResources.require(file, "leak_terms", raw.leakTerms());
        for (int i = 0; i < leakTerms.size(); i++) {
            YamlResources.require(file, "leak_terms[" + i + "]", leakTerms.get(i));
        }
        String signature = YamlResources.require(file, "signature", raw.signature()).strip();
        if (!SIGNATURE.matcher(signature).matches()) {
            throw new DatasetException(file, "signature",
                    "must be " + FUNCTION + "(param, ...): a neutral function name keeps the algorithm's name out");
        }
        String spec = YamlResources.require(file, "spec", raw.spec()).strip();
        String wrongSpec = YamlResources.require(file, "wrong_spec", raw.wrongSpec()).strip();
        if (spec.equals(wrongSpec)) {
            throw new DatasetException(file, "wrong_spec", "is the same text as spec: one decision rule must be swapped");
        }
        String pythonTest = YamlResources.require(file, "python_test", raw.pythonTest());
        if (!pythonTest.startsWith(PYTHON_MAIN)) {
            throw new DatasetException(file, "python_test", "must start with " + PYTHON_MAIN);
        }
        String expected = YamlResources.require(file, "expected", raw.expected());
        if (!expected.endsWith("\n")) {
            throw new DatasetException(file, "expected", "must end with a newline (use a '|' block)");
        }
        String test = YamlResources.require(file, "test", raw.test()).strip();
        Map<String, Object> input = YamlResources.require(file, "input", raw.input());
        InputLiterals.firstMissing(input, test).ifPresent(key -> {
            throw new DatasetException(file, "input." + key, "does not appear in the test text");
        });
        InputLiterals.firstMissing(input, pythonTest).ifPresent(key -> {
            throw new DatasetException(file, "input." + key, "does not appear in python_test");
        });
        // Optional: left out when the name and the format alone fix the expected output.
        String formatTies = raw.formatTies() == null ? "" : raw.formatTies().strip();
        if (raw.formatTies() != null && formatTies.isEmpty()) {
            throw new DatasetException(file, "format_ties", "is blank: leave it out when the format fixes the output");
        }
        AblationProblem problem = new AblationProblem(id, novel, name.strip(), wrongName.strip(), fakeName.strip(),
                leakTerms, signature, YamlResources.require(file, "format", raw.format()).strip(), formatTies, spec,
                wrongSpec,
                YamlResources.require(file, "swapped_rule", raw.swappedRule()).strip(), test, pythonTest, input, expected,
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
        texts.put("format_ties", problem.formatTies());
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
            references.put(language, files.readText(file));
        }
        String python = ROOT + id + "/reference/" + Language.PYTHON.sourceFileName();
        if (!references.get(Language.PYTHON).contains(pythonTest.strip())) {
            throw new DatasetException(python, "python_test", "the Python reference must contain python_test verbatim");
        }
        return references;
    }

    private String wrongSpecProgram(String id, String pythonTest) {
        String file = ROOT + id + "/wrong_spec_reference.py";
        String program = files.readText(file);
        if (!program.contains(pythonTest.strip())) {
            throw new DatasetException(file, "python_test", "the wrong-spec program must contain python_test verbatim");
        }
        return program;
    }
}
