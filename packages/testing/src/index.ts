export { startSmtpSink, to, type ReceivedMail, type SmtpSink, type SmtpSinkOptions } from './smtp-sink';
export { parseMail, linksIn, type ParsedMail } from './mime';
export { listeningPort } from './net';
export { solidPng, pngHeaderOnly, type Rgb } from './png';
export { describeMachine } from './machine';
export { percentile } from './stats';
