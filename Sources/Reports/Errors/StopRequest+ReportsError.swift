package import Results

extension StopRequest {
    /// Throws a ``ReportsError`` of `code` ("stopped by SIGTERM") when a signal asked the
    /// process to stop: the check of the loops whose errors are ``ReportsError``.
    package static func check(_ code: ReportsError.Code) throws(ReportsError) {
        if let number = requested { throw ReportsError(code, "stopped by \(name(number))") }
    }
}
