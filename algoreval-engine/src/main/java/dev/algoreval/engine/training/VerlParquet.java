package dev.algoreval.engine.training;

import dev.algoreval.engine.files.AtomicFiles;
import java.io.IOException;
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.nio.file.Path;
import java.util.List;
import org.apache.parquet.bytes.BytesInput;
import org.apache.parquet.compression.CompressionCodecFactory;
import org.apache.parquet.conf.ParquetConfiguration;
import org.apache.parquet.conf.PlainParquetConfiguration;
import org.apache.parquet.example.data.Group;
import org.apache.parquet.example.data.simple.SimpleGroupFactory;
import org.apache.parquet.hadoop.ParquetFileWriter;
import org.apache.parquet.hadoop.ParquetWriter;
import org.apache.parquet.hadoop.example.ExampleParquetWriter;
import org.apache.parquet.hadoop.metadata.CompressionCodecName;
import org.apache.parquet.io.LocalOutputFile;
import org.apache.parquet.io.OutputFile;
import org.apache.parquet.schema.MessageType;
import org.apache.parquet.schema.MessageTypeParser;

/**
 * verl's RL dataset as a Parquet file: one row per prompt with the five columns verl's {@code RLHFDataset} and
 * reward managers read ({@code data_source}, {@code prompt} as chat messages, {@code ability},
 * {@code reward_model} = {@code {style, ground_truth}}, {@code extra_info}), in the nested types pandas and
 * Hugging Face datasets give such columns (a list of structs, structs).
 *
 * <p>Written with parquet-java without Hadoop on the class path: the file is a {@link LocalOutputFile}, the
 * configuration a {@link PlainParquetConfiguration}, and pages are stored uncompressed through
 * {@link Uncompressed}, so parquet-java's Hadoop-backed codec factory is never loaded. Dictionary encoding
 * still stores the system prompt, the same on every row, once per column chunk.
 */
public final class VerlParquet {
    static final MessageType SCHEMA = MessageTypeParser.parseMessageType("""
            message verl_row {
              required binary data_source (STRING);
              required group prompt (LIST) {
                repeated group list {
                  required group element {
                    required binary role (STRING);
                    required binary content (STRING);
                  }
                }
              }
              required binary ability (STRING);
              required group reward_model {
                required binary style (STRING);
                required binary ground_truth (STRING);
              }
              required group extra_info {
                required binary split (STRING);
                required int64 index;
                required binary instance (STRING);
                required binary condition (STRING);
                required binary ladder (STRING);
                required binary algorithm (STRING);
                required binary language (STRING);
                required binary representation (STRING);
                required binary group (STRING);
              }
            }""");

    /** A chat message of the prompt. */
    public record Message(String role, String content) {
    }

    /** What verl's reward function receives beside the response, and what groups its metrics. */
    public record ExtraInfo(String split, long index, String instance, String condition, String ladder, String algorithm,
            String language, String representation, String group) {
    }

    /** One row; {@code groundTruth} is the instance id the reward service scores the response for. */
    public record Row(String dataSource, List<Message> prompt, String ability, String style, String groundTruth,
            ExtraInfo extraInfo) {
    }

    private VerlParquet() {
    }

    /** Writes the rows aside and moves the file in, so a trainer never reads half a file. */
    public static void write(Path file, List<Row> rows) throws IOException {
        AtomicFiles.write(file, partial -> {
            try (ParquetWriter<Group> writer = open(partial)) {
                SimpleGroupFactory groups = new SimpleGroupFactory(SCHEMA);
                for (Row row : rows) {
                    writer.write(group(groups, row));
                }
            }
        });
    }

    private static Group group(SimpleGroupFactory groups, Row row) {
        Group g = groups.newGroup();
        g.add("data_source", row.dataSource());
        Group list = g.addGroup("prompt");
        for (Message message : row.prompt()) {
            Group element = list.addGroup("list").addGroup("element");
            element.add("role", message.role());
            element.add("content", message.content());
        }
        g.add("ability", row.ability());
        Group rewardModel = g.addGroup("reward_model");
        rewardModel.add("style", row.style());
        rewardModel.add("ground_truth", row.groundTruth());
        ExtraInfo info = row.extraInfo();
        Group extra = g.addGroup("extra_info");
        extra.add("split", info.split());
        extra.add("index", info.index());
        extra.add("instance", info.instance());
        extra.add("condition", info.condition());
        extra.add("ladder", info.ladder());
        extra.add("algorithm", info.algorithm());
        extra.add("language", info.language());
        extra.add("representation", info.representation());
        extra.add("group", info.group());
        return g;
    }

    /**
     * A writer built without naming a Hadoop type. {@code ExampleParquetWriter.builder} and {@code withConf} each
     * have an overload taking a Hadoop type ({@code Path}, {@code Configuration}); javac needs those classes to
     * choose between overloads, so the two Hadoop-free ones are looked up by their exact types instead (a method
     * handle resolves one method and loads no other signature's classes).
     */
    private static ParquetWriter<Group> open(Path partial) throws IOException {
        try {
            MethodHandles.Lookup lookup = MethodHandles.publicLookup();
            MethodHandle builder = lookup.findStatic(ExampleParquetWriter.class, "builder",
                    MethodType.methodType(ExampleParquetWriter.Builder.class, OutputFile.class));
            MethodHandle withConf = lookup.findVirtual(ParquetWriter.Builder.class, "withConf",
                    MethodType.methodType(ParquetWriter.Builder.class, ParquetConfiguration.class));
            ExampleParquetWriter.Builder b = (ExampleParquetWriter.Builder) builder.invoke(new LocalOutputFile(partial));
            withConf.invoke(b, new PlainParquetConfiguration());
            return b.withType(SCHEMA)
                    .withCodecFactory(new Uncompressed())
                    .withCompressionCodec(CompressionCodecName.UNCOMPRESSED)
                    .withWriteMode(ParquetFileWriter.Mode.OVERWRITE)
                    .build();
        } catch (IOException | RuntimeException | Error e) {
            throw e;
        } catch (Throwable e) {
            throw new IllegalStateException("parquet-java's writer builder is not as expected: " + e, e);
        }
    }

    /**
     * Pages stored as they are. parquet-java's own codec factory is built on Hadoop's compression classes even
     * for no compression; the rows are a few megabytes of text, which the trainer reads once.
     */
    static final class Uncompressed implements CompressionCodecFactory {
        @Override
        public BytesInputCompressor getCompressor(CompressionCodecName codec) {
            if (codec != CompressionCodecName.UNCOMPRESSED) {
                throw new IllegalArgumentException("only uncompressed pages are written, not " + codec);
            }
            return new BytesInputCompressor() {
                @Override
                public BytesInput compress(BytesInput bytes) {
                    return bytes;
                }

                @Override
                public CompressionCodecName getCodecName() {
                    return CompressionCodecName.UNCOMPRESSED;
                }

                @Override
                public void release() {
                }
            };
        }

        @Override
        public BytesInputDecompressor getDecompressor(CompressionCodecName codec) {
            throw new UnsupportedOperationException("the verl export only writes");
        }

        @Override
        public void release() {
        }
    }
}
