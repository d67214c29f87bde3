public import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// Reads an input file with its size limit checked before and while reading: a regular file
/// larger than the limit is refused from its size alone, and a pipe or a device (stdin from
/// `yes`, /dev/zero) is read until the limit and then refused, so no input can take more
/// memory than the budget allows before it is parsed (``InputLimit``).
///
/// Every input is opened with `O_NONBLOCK`, so a FIFO with no writer cannot block in `open(2)`:
/// its type is checked at once (a store must be a regular file), and a pipe or a device that may
/// be read (`/dev/stdin` from `yes`) gets `O_NONBLOCK` cleared again; a read blocked on it
/// returns `EINTR` on SIGINT or SIGTERM (no `SA_RESTART`) and stops on the ``StopRequest``. A
/// UTF-8 byte order mark at the start of a file is skipped.
///
/// Errors name the path and the cause in plain words: a missing file, a directory, a symlink
/// loop, a permission, a file too large (with its size, the limit and the flag that raises
/// it), text that is not UTF-8 (with the line and column of the first bad byte).
package enum BoundedInput {
    /// The bytes of `path`, at most `limit.maximumBytes(kind)`.
    ///
    /// - Parameter regularOnly: refuse anything but a regular file (a store that is appended
    ///   to must be one).
    package static func read(
        _ path: String, kind: InputLimit.Kind, limit: InputLimit = .current,
        regularOnly: Bool = false
    ) throws(ResultsError) -> Data {
        let maximum = limit.maximumBytes(kind)
        let fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard fd >= 0 else { throw ResultsError(.input, BoundedInput.openReason(errno), path: path) }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw ResultsError(.input, "cannot read its status: \(String(cString: strerror(errno)))", path: path) }
        let type = info.st_mode & S_IFMT
        if type == S_IFDIR { throw ResultsError(.input, "is a directory, not a \(kind.rawValue)", path: path) }
        if regularOnly, type != S_IFREG {
            throw ResultsError(.input, "is not a regular file (\(BoundedInput.typeName(type))); a \(kind.rawValue) must be one", path: path)
        }
        if type == S_IFREG, Int(info.st_size) > maximum {
            throw tooLarge(path, size: "\(Int(info.st_size)) bytes", maximum: maximum, kind: kind, limit: limit)
        }
        if type != S_IFREG { _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) & ~O_NONBLOCK) }
        var data = Data()
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR || errno == EAGAIN {
                if let signal = StopRequest.requested { throw ResultsError(.input, "reading stopped by \(StopRequest.name(signal))", path: path) }
                continue
            }
            if count < 0 { throw ResultsError(.input, "cannot be read: \(String(cString: strerror(errno)))", path: path) }
            if count == 0 { break }
            guard data.count + count <= maximum else {
                throw tooLarge(path, size: "a stream still going after", maximum: maximum, kind: kind, limit: limit)
            }
            data.append(contentsOf: chunk[0..<count])
            if let signal = StopRequest.requested { throw ResultsError(.input, "reading stopped by \(StopRequest.name(signal))", path: path) }
        }
        if data.starts(with: byteOrderMark) { data = data.subdata(in: byteOrderMark.count..<data.count) }
        return data
    }

    /// UTF-8's byte order mark, skipped at the start of a file.
    static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

    /// The text of `path`: ``read(_:kind:limit:regularOnly:)``, then UTF-8 checked.
    package static func text(_ path: String, kind: InputLimit.Kind, limit: InputLimit = .current) throws(ResultsError) -> String {
        let data = try read(path, kind: kind, limit: limit)
        return try decodeUTF8(data, path: path)
    }

    /// `data` as UTF-8 text, or an error with the line and column of the first invalid byte.
    package static func decodeUTF8(_ data: Data, path: String) throws(ResultsError) -> String {
        if let text = String(validating: data, as: UTF8.self) { return text }
        var line = 1, column = 1, offset = 0
        var iterator = data.makeIterator()
        var parser = Unicode.UTF8.ForwardParser()
        loop: while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let scalar):
                offset += scalar.count
                if scalar.count == 1, scalar.first == 0x0A { line += 1; column = 1 } else { column += 1 }
            case .error:
                break loop
            case .emptyInput:
                break loop
            }
        }
        throw ResultsError(.input, "is not UTF-8 text: an invalid byte at line \(line), column \(column) (byte offset \(offset))", path: path)
    }

    private static func tooLarge(_ path: String, size: String, maximum: Int, kind: InputLimit.Kind, limit: InputLimit) -> ResultsError {
        ResultsError(
            .input,
            "\(size)\(size.hasSuffix("after") ? "" : ", more than") the \(maximum) bytes (\(Format.bytes(Double(maximum)))) a \(kind.rawValue) may have: "
                + "parsing takes up to \(kind.amplification) times its size, and the memory budget is \(Format.bytes(Double(limit.budgetBytes))) "
                + "(\(limit.budgetSource)); \(limit.flag) raises it, up to the memory the process has", path: path)
    }
}

/// The cause of a failed open or a file of the wrong type, in plain words.
extension BoundedInput {
    package static func openReason(_ code: Int32) -> String {
        switch code {
        case ENOENT: "no such file"
        case EACCES, EPERM: "permission denied (this user may not read it)"
        case ELOOP: "a loop of symbolic links (or too many of them)"
        case ENOTDIR: "a part of the path is not a directory"
        case ENAMETOOLONG: "the path is too long"
        default: "cannot be opened: \(String(cString: strerror(code)))"
        }
    }

    package static func typeName(_ type: mode_t) -> String {
        switch type {
        case S_IFCHR: "a character device"
        case S_IFBLK: "a block device"
        case S_IFIFO: "a pipe"
        case S_IFSOCK: "a socket"
        case S_IFLNK: "a symbolic link"
        default: "not a regular file"
        }
    }
}
