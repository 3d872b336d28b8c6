package dev.algoreval.dataset;

import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Reads the dataset from classpath resources under {@code algoreval/}: {@code dataset.yaml} lists
 * the algorithm ids, each {@code algorithms/<id>/algorithm.yaml} describes one algorithm, and
 * {@code algorithms/<id>/reference/<representation>/<source file>} holds the reference solutions.
 * Every problem is reported as a {@link DatasetException} naming the file and the field.
 */
final class DatasetLoader {
    static final String ROOT = "algoreval/";
    private static final String PYTHON_MAIN = "if __name__ == \"__main__\":";

    private final YamlResources files;

    DatasetLoader(ClassLoader classLoader) {
        this.files = new YamlResources(classLoader);
    }

    record IndexFile(List<String> algorithms) {
    }

    record AlgorithmFile(String id, String name, String domain, String title, List<VariantFile> variants) {
    }

    record VariantFile(String representation, List<String> requirements, String test,
            @JsonProperty("python_test") String pythonTest, String expected, Map<String, Object> input) {
    }

    List<Instance> load() {
        String indexFile = ROOT + "dataset.yaml";
        IndexFile index = files.read(indexFile, IndexFile.class);
        YamlResources.require(indexFile, "algorithms", index.algorithms());
        Set<String> seen = new HashSet<>();
        for (String id : index.algorithms()) {
            if (!seen.add(id)) {
                throw new DatasetException(indexFile, "algorithms", "duplicate algorithm id '" + id + "'");
            }
        }
        return load(index.algorithms());
    }

    /** The instances of the given algorithms, whether or not dataset.yaml lists them yet. */
    List<Instance> load(List<String> algorithmIds) {
        List<Instance> instances = new ArrayList<>();
        for (String id : algorithmIds) {
            Algorithm algorithm = loadAlgorithm(id);
            for (Variant variant : algorithm.variants()) {
                for (Language language : Language.values()) {
                    instances.add(new Instance(algorithm, variant, language, reference(algorithm, variant, language)));
                }
            }
        }
        return instances;
    }

    private Algorithm loadAlgorithm(String id) {
        String file = ROOT + "algorithms/" + id + "/algorithm.yaml";
        AlgorithmFile raw = files.read(file, AlgorithmFile.class);
        if (!id.equals(raw.id())) {
            throw new DatasetException(file, "id", "is '" + raw.id() + "' but the folder and dataset.yaml say '" + id + "'");
        }
        YamlResources.require(file, "name", raw.name());
        YamlResources.require(file, "title", raw.title());
        Domain domain = Domain.byId(YamlResources.require(file, "domain", raw.domain()))
                .orElseThrow(() -> new DatasetException(file, "domain", "unknown domain '" + raw.domain() + "'"));
        YamlResources.require(file, "variants", raw.variants());
        List<Integer> lines = variantLines(file, raw.variants().size());
        List<Variant> variants = new ArrayList<>();
        Set<Representation> representations = new HashSet<>();
        for (int i = 0; i < raw.variants().size(); i++) {
            Variant variant = toVariant(file, "variants[" + i + "]", raw.variants().get(i), domain, lines.get(i));
            if (!representations.add(variant.representation())) {
                throw new DatasetException(file, "variants[" + i + "].representation",
                        "representation '" + variant.representation().id() + "' appears twice");
            }
            variants.add(variant);
        }
        return new Algorithm(id, raw.name(), domain, raw.title(), variants);
    }

    private Variant toVariant(String file, String at, VariantFile raw, Domain domain, int line) {
        if (raw == null) {
            throw new DatasetException(file, at, "is empty");
        }
        String repId = YamlResources.require(file, at + ".representation", raw.representation());
        Representation representation = Representation.byId(repId)
                .orElseThrow(() -> new DatasetException(file, at + ".representation", "unknown representation '" + repId + "'"));
        if (representation.isGraph() != (domain == Domain.GRAPH)) {
            throw new DatasetException(file, at + ".representation", domain == Domain.GRAPH
                    ? "graph algorithms need a graph representation, not '" + repId + "'"
                    : "non-graph algorithms use representation 'default', not '" + repId + "'");
        }
        YamlResources.require(file, at + ".requirements", raw.requirements());
        for (int i = 0; i < raw.requirements().size(); i++) {
            YamlResources.require(file, at + ".requirements[" + i + "]", raw.requirements().get(i));
        }
        YamlResources.require(file, at + ".test", raw.test());
        String pythonTest = YamlResources.require(file, at + ".python_test", raw.pythonTest());
        if (!pythonTest.startsWith(PYTHON_MAIN)) {
            throw new DatasetException(file, at + ".python_test", "must start with " + PYTHON_MAIN);
        }
        String expected = YamlResources.require(file, at + ".expected", raw.expected());
        if (!expected.endsWith("\n")) {
            throw new DatasetException(file, at + ".expected", "must end with a newline (use a '|' block)");
        }
        YamlResources.require(file, at + ".input", raw.input());
        InputLiterals.firstMissing(raw.input(), raw.test()).ifPresent(key -> {
            throw new DatasetException(file, at + ".input." + key, "does not appear in the variant's test text");
        });
        InputLiterals.firstMissing(raw.input(), pythonTest).ifPresent(key -> {
            throw new DatasetException(file, at + ".input." + key, "does not appear in the variant's python_test");
        });
        return new Variant(representation, raw.requirements(), raw.test().strip(), pythonTest, expected, raw.input(),
                line);
    }

    /**
     * The line where each element of the top-level {@code variants} list starts, from the parser's
     * token locations (the mapped records keep none); 0 for each if the count does not match.
     */
    private List<Integer> variantLines(String file, int count) {
        List<Integer> lines = new ArrayList<>();
        try (InputStream in = files.open(file); JsonParser parser = files.mapper().getFactory().createParser(in)) {
            int depth = 0;
            boolean inVariants = false;
            for (JsonToken token = parser.nextToken(); token != null; token = parser.nextToken()) {
                if (token.isStructStart()) {
                    if (inVariants && depth == 2 && token == JsonToken.START_OBJECT) {
                        lines.add(parser.currentTokenLocation().getLineNr());
                    }
                    depth++;
                } else if (token.isStructEnd()) {
                    depth--;
                    inVariants &= depth >= 2;
                } else if (token == JsonToken.FIELD_NAME && depth == 1) {
                    inVariants = "variants".equals(parser.currentName());
                }
            }
        } catch (IOException e) {
            throw new DatasetException(file, "cannot be read", e);
        }
        return lines.size() == count ? lines : Collections.nCopies(count, 0);
    }

    private String reference(Algorithm algorithm, Variant variant, Language language) {
        String file = ROOT + "algorithms/" + algorithm.id() + "/reference/" + variant.representation().id() + "/"
                + language.sourceFileName();
        String source = files.readText(file);
        if (language == Language.PYTHON && !source.contains(variant.pythonTest().strip())) {
            throw new DatasetException(file, "python_test",
                    "the Python reference must contain the variant's python_test block verbatim");
        }
        return source;
    }
}
