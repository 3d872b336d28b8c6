package dev.algoreval.engine.snippet;

import dev.algoreval.dataset.Algorithm;
import dev.algoreval.dataset.Dataset;
import dev.algoreval.dataset.Language;
import java.util.Arrays;
import java.util.List;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.TypeConversionException;

/** The ids {@code --algorithms} and {@code --languages} take, each refused in words that show a right one. */
final class CorpusIds {
    private CorpusIds() {
    }

    static final class AlgorithmId implements ITypeConverter<Algorithm> {
        @Override
        public Algorithm convert(String id) {
            List<Algorithm> all = Dataset.load().algorithms();
            return all.stream().filter(a -> a.id().equals(id)).findFirst()
                    .orElseThrow(() -> new TypeConversionException("no algorithm has the id '" + id
                            + "' (ids are the dataset's, e.g. " + all.get(0).id() + ")"));
        }
    }

    static final class LanguageId implements ITypeConverter<Language> {
        @Override
        public Language convert(String id) {
            return Language.byId(id).orElseThrow(() -> new TypeConversionException("no language has the id '" + id
                    + "'; ids: " + Arrays.stream(Language.values()).map(Language::id).toList()));
        }
    }
}
