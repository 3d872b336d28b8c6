package dev.algoreval.engine.files;

import java.nio.file.AccessDeniedException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.FileSystemException;
import java.nio.file.NoSuchFileException;

/** Short reasons for file-system failures, for messages read by people rather than by stack-trace readers. */
public final class FileErrors {
    private FileErrors() {
    }

    /** What went wrong, naming the file, without the exception class names. */
    public static String why(Exception e) {
        if (e instanceof FileAlreadyExistsException exists) {
            return exists.getFile() + " exists and is not a directory";
        }
        if (e instanceof AccessDeniedException denied) {
            return "permission denied on " + denied.getFile();
        }
        if (e instanceof NoSuchFileException missing) {
            return missing.getFile() + " does not exist";
        }
        if (e instanceof FileSystemException failed && failed.getReason() != null) {
            return (failed.getFile() == null ? "" : failed.getFile() + ": ") + failed.getReason();
        }
        return e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
    }
}
